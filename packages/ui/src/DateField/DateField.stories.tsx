import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'UI/Fields/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: {
    label: 'Дата рождения',
    value: null,
    onChange: fn(),
    minValue: '1900-01-01',
    maxValue: '2100-12-31',
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const day = within(canvasElement).getByRole('spinbutton', { name: /день/i });
    await userEvent.click(day);
    await userEvent.keyboard('05031990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-05');
  },
};
export const WithValue: Story = { args: { value: '1990-03-05' } };
export const Disabled: Story = { args: { value: '1990-03-05', isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Год рождения от 1900 до 2100' },
};
