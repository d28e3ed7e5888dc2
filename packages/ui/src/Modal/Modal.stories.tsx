import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Modal, modalSizes } from './Modal';

const meta = {
  title: 'UI/Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Информация о пользователе',
    isOpen: true,
    onOpenChange: fn(),
    children: <p>Ник: Ivan_Petrov. Роли: агент, инспектор.</p>,
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Информация о пользователе' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Вход',
    children: <TextField label="Логин" />,
    footer: (
      <>
        <Button variant="secondary">Отмена</Button>
        <Button>Войти</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    // RAC moves focus into the dialog on open.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Логин' }));
    // Focus is trapped: tabbing past the last button returns inside the dialog.
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** Opens from a trigger; closing restores focus to it. */
export const FocusRestore: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Открыть</Button>
        <Modal {...args} isOpen={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Открыть' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const NotDismissable: Story = { args: { isDismissable: false } };
export const LongContent: Story = {
  args: {
    title: 'Очень длинный заголовок модального окна, который переносится на несколько строк',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Абзац {i + 1}. Текст правил выдачи ордера, длинный и подробный.</p>
        ))}
      </div>
    ),
  },
};
