import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const items = ['FBI', 'LSPD', 'LSSD', 'SANG', 'EMS', 'Government'].map((f) => ({
  id: f,
  label: f,
}));

const meta = {
  title: 'UI/Fields/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Фракция', items, selectedKey: null, onSelectionChange: fn() },
  render: function Render(args) {
    const [key, setKey] = useState(args.selectedKey);
    return (
      <ComboBox
        {...args}
        selectedKey={key}
        onSelectionChange={(k) => {
          setKey(k);
          args.onSelectionChange(k);
        }}
      />
    );
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Фракция' });
    await userEvent.type(input, 'ls');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('LSPD');
  },
};
export const Selected: Story = { args: { selectedKey: 'FBI' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Выберите фракцию' } };
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
  },
};
