import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/Fields/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Оценка', minValue: 0, maxValue: 10, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Оценка' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: /^Уменьшить/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const ClampsToMax: Story = {
  args: { defaultValue: 9 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Оценка' });
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 3 } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Оценка от 0 до 10' },
};
export const RankCount: Story = {
  args: { label: 'Количество рангов', minValue: 1, maxValue: undefined, defaultValue: 1 },
};
