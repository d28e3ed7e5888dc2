import { CREDENTIALS_TEXT } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { CredentialsModal } from './CredentialsModal.tsx';
import { expectToast, findDialog } from '../../shared/testing/storyPlay.ts';

/** The credentials of a new agent, shown once after creation (01 §2, §4 Agent creation). */
const meta = {
  title: 'Portal/Team/CredentialsModal',
  component: CredentialsModal,
  args: { username: 'petr_novikov', password: 'k7Hq2mXp9a', onClose: fn() },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof CredentialsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login and password, read-only, with copy buttons; closing calls `onClose`. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Данные нового агента');
    await expect(dialog.getByRole('textbox', { name: 'Логин' })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('textbox', { name: 'Пароль' })).toHaveValue('k7Hq2mXp9a');
    await userEvent.click(dialog.getByRole('button', { name: 'Готово' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Esc asks first (the password is not shown again): 'Вернуться' keeps the dialog, 'Да, закрыть' closes. */
export const EscAsksFirst: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Данные нового агента');
    await userEvent.keyboard('{Escape}');
    const confirm = await findDialog('Закрыть без сохранения?', 'alertdialog');
    await userEvent.click(confirm.getByRole('button', { name: 'Вернуться' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: 'Пароль' })).toHaveValue('k7Hq2mXp9a');
    await userEvent.keyboard('{Escape}');
    const again = await findDialog('Закрыть без сохранения?', 'alertdialog');
    await userEvent.click(again.getByRole('button', { name: 'Да, закрыть' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * The browser refuses the clipboard: the error toast asks to select the password in its field,
 * and the password itself is never put in a toast (screen readers read toasts out).
 */
export const CopyRefused: Story = {
  play: async () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const dialog = await findDialog('Данные нового агента');
    await userEvent.click(dialog.getByRole('button', { name: 'Копировать пароль' }));
    await expectToast(CREDENTIALS_TEXT.copyFailed);
    const toasts = within(document.body).getByRole('region', { name: 'Уведомления' });
    await expect(toasts).not.toHaveTextContent('k7Hq2mXp9a');
    write.mockRestore();
  },
};
