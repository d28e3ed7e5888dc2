import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Fields/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Ник', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Не более 50 символов', maxLength: 50 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ник' });
    await userEvent.type(input, 'Ivan_Petrov');
    await expect(input).toHaveValue('Ivan_Petrov');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ivan_Petrov');
  },
};
export const Required: Story = { args: { isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Ivan_Petrov' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Обязательное поле', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ник' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Обязательное поле')).toBeInTheDocument();
  },
};
export const Password: Story = { args: { label: 'Пароль', type: 'password' } };
export const LongContent: Story = {
  args: {
    label: 'Очень длинная подпись поля, которая не помещается в одну строку и переносится',
    defaultValue: 'Очень длинное значение '.repeat(5),
    description: 'Длинное пояснение к полю. '.repeat(4),
  },
};
