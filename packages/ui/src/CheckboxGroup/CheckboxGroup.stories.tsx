import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const items = [
  { id: '1', label: 'Рапорт №1 — Ivan_Petrov' },
  { id: '2', label: 'Рапорт №2 — Anna_Smirnova' },
  { id: '3', label: 'Рапорт №3 — Oleg_Morozov', isDisabled: true },
];

const meta = {
  title: 'UI/Fields/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Принятые рапорты', items, value: [], onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CheckboxGroup
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several may be chosen; Space toggles the focused one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Рапорт №1 — Ivan_Petrov' }));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Рапорт №2 — Anna_Smirnova' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '2']);
  },
};
export const Disabled: Story = { args: { isDisabled: true, value: ['1'] } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Выберите хотя бы один рапорт' },
};
export const WithDescription: Story = {
  args: { items: [], description: 'По этому расследованию нет принятых рапортов.' },
};
