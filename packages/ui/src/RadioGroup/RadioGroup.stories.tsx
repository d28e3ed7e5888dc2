import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const items = [
  { id: 'warning', label: 'Предупреждение' },
  { id: 'reprimand', label: 'Выговор' },
  { id: 'dismissal', label: 'Увольнение', isDisabled: true },
];

const meta = {
  title: 'UI/Fields/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Тип наказания', items, value: null, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Предупреждение' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Выговор' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('reprimand');
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', value: 'warning' } };
export const Disabled: Story = { args: { isDisabled: true, value: 'warning' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Выберите тип' } };
