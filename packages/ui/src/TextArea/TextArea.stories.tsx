import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Fields/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Описание' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { label: 'Навыки', maxLength: 2500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Навыки' }), 'Стрельба');
    await expect(canvas.getByText('8 / 2500')).toBeInTheDocument();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Текст' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Обязательное поле' },
};
export const AtLimit: Story = { args: { maxLength: 20, defaultValue: 'Ровно двадцать симв.' } };
export const LongContent: Story = {
  args: { defaultValue: 'Длинный текст автобиографии. '.repeat(40), maxLength: 2500 },
};
