import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/Fields/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { label: 'Дата окончания', value: '2026-05-14', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DatePicker
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Открыть календарь/ }));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /20 мая 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-05-20');
  },
};
export const Empty: Story = { args: { value: null } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Укажите дату' } };
export const WithRange: Story = {
  args: { minValue: '2026-05-10', maxValue: '2026-05-20', description: 'С 10 по 20 мая' },
};
