import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 0, totalItems: 95, onPageChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 1' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: 'Страница 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Страница 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const MiddlePage: Story = { args: { page: 10, totalItems: 400 } };
export const LastPage: Story = { args: { page: 9, totalItems: 95 } };
export const Disabled: Story = { args: { isDisabled: true } };
export const CustomPageSize: Story = { args: { pageSize: 25, totalItems: 1000 } };
/** A single page renders nothing. */
export const SinglePage: Story = { args: { totalItems: 7 } };
