import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

const factions = [
  { id: 'FBI', label: 'FBI' },
  { id: 'LSPD', label: 'LSPD' },
  { id: 'SANG', label: 'SANG', isDisabled: true },
  { id: 'EMS', label: 'EMS', description: 'Медицинская служба' },
] as const;

function Controlled(
  props: Omit<SelectProps, 'selectedKey' | 'onSelectionChange'> & {
    initial?: string | null;
    onSelectionChange?: (key: string | null) => void;
  },
) {
  const [key, setKey] = useState<string | null>(props.initial ?? null);
  return (
    <Select
      {...props}
      selectedKey={key}
      onSelectionChange={(k) => {
        setKey(k);
        props.onSelectionChange?.(k);
      }}
    />
  );
}

const meta = {
  title: 'UI/Fields/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Фракция', items: factions, selectedKey: null, onSelectionChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Фракция/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'LSPD' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('LSPD');
    await expect(trigger).toHaveTextContent('LSPD');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: /Фракция/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('LSPD');
  },
};

export const Selected: Story = { render: (args) => <Controlled {...args} initial="FBI" /> };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Выберите фракцию' } };
export const Empty: Story = { args: { items: [] } };
export const ManyOptions: Story = {
  args: {
    items: Array.from({ length: 40 }, (_, i) => ({ id: `r${i}`, label: `Ранг ${i + 1}` })),
  },
};
