import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { TextArea } from '../TextArea/TextArea';
import { Wizard } from './Wizard';

const meta = {
  title: 'UI/Overlays/Wizard',
  component: Wizard,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(),
    steps: [
      { id: 'main', title: 'Основная информация', content: <TextField label="Ник" /> },
      { id: 'extra', title: 'Дополнительная информация', content: <TextArea label="Описание" /> },
    ],
  },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(canvas.getByRole('heading', { name: /Шаг 2 из 2/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Назад' }));
    await expect(canvas.getByRole('heading', { name: /Шаг 1 из 2/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

function ValidatedWizard({ onSubmit }: { onSubmit: () => void }) {
  const [nick, setNick] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <Wizard
      onSubmit={onSubmit}
      steps={[
        {
          id: 'main',
          title: 'Основная информация',
          validate: () => {
            setTouched(true);
            return nick.trim() !== '';
          },
          content: (
            <TextField
              label="Ник"
              value={nick}
              onChange={setNick}
              isInvalid={touched && nick.trim() === ''}
              errorMessage="Введите ник"
            />
          ),
        },
        { id: 'extra', title: 'Дополнительная информация', content: <TextArea label="Описание" /> },
      ]}
    />
  );
}

export const Validation: Story = {
  render: (args) => <ValidatedWizard onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(canvas.getByText('Введите ник')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ник' }), 'Ivan');
    await userEvent.click(canvas.getByRole('button', { name: 'Далее' }));
    await expect(canvas.getByRole('heading', { name: /Шаг 2 из 2/ })).toBeInTheDocument();
  },
};

export const Pending: Story = { args: { step: 1, isPending: true } };

/** The two-step MW report form inside a modal. */
export const InModal: Story = {
  render: (args) => (
    <Modal title="Рапорт MW" isOpen onOpenChange={() => {}}>
      <Wizard {...args} onCancel={() => {}} />
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Рапорт MW' });
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  },
};
