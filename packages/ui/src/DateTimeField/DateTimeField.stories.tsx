import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DateTimeField } from './DateTimeField';

const meta = {
  title: 'UI/Fields/DateTimeField',
  component: DateTimeField,
  tags: ['autodocs'],
  // 06:00 UTC is 09:00 in Moscow, whatever the browser's zone.
  args: { label: 'Начало операции', value: '2026-05-01T06:00:00.000Z', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateTimeField
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /час/i })).toHaveTextContent('09');
  },
};
export const Empty: Story = { args: { value: null } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Заявка подаётся не позднее чем за 12 часов' },
};
