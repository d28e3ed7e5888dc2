import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from '../DatePicker/DatePicker';
import { TextField } from '../TextField/TextField';
import { FilterPanel } from './FilterPanel';

const meta = {
  title: 'UI/Data/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: { onReset: fn(), onRefresh: fn(), children: null },
  render: function Render(args) {
    const [executor, setExecutor] = useState('');
    const [from, setFrom] = useState<string | null>(null);
    return (
      <FilterPanel
        {...args}
        onReset={() => {
          setExecutor('');
          setFrom(null);
          args.onReset();
        }}
      >
        <TextField label="Ник исполнителя" value={executor} onChange={setExecutor} />
        <TextField label="Ник автора" />
        <DatePicker label="Дата с" value={from} onChange={setFrom} />
      </FilterPanel>
    );
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Ник исполнителя' });
    await userEvent.type(field, 'Ivan{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(field).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Обновить' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(2);
  },
};
export const Refreshing: Story = { args: { isRefreshing: true } };
export const WithTitle: Story = { args: { title: 'Фильтры реестра' } };

/** On a phone the fields start folded behind 'Фильтры'; the toggle opens them. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^Фильтры/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Ник исполнителя' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Ник исполнителя' })).toBeVisible();
  },
};
