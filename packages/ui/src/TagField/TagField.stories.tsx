import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TagField } from './TagField';

const agents = [
  'Ivan_Petrov',
  'Petr_Ivanov',
  'Anna_Smirnova',
  'Oleg_Kuznetsov',
  'Maria_Popova',
].map((n) => ({ id: n, label: n }));

const meta = {
  title: 'UI/Fields/TagField',
  component: TagField,
  tags: ['autodocs'],
  args: { label: 'Агенты', options: agents, value: [], onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TagField
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TagField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Агенты' });
    await userEvent.type(input, 'PETR');
    const listbox = await screen.findByRole('listbox');
    // Case-insensitive substring: Ivan_Petrov and Petr_Ivanov.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Ivan_Petrov']);
    await expect(input).toHaveValue('');
    // The chosen value is no longer offered.
    await userEvent.type(input, 'petr');
    const again = await screen.findByRole('listbox');
    await expect(within(again).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(await canvas.findByRole('button', { name: /^Удалить Ivan_Petrov/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};
export const WithValues: Story = { args: { value: ['Ivan_Petrov', 'Anna_Smirnova'] } };
export const Disabled: Story = { args: { value: ['Ivan_Petrov'], isDisabled: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Выберите хотя бы одного агента' },
};
