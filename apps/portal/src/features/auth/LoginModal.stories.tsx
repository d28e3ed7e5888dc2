import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectToast, fillText, findDialog, page } from '../../shared/testing/storyPlay.ts';
import LoginModal from './LoginModal.tsx';

const meta = {
  title: 'Portal/Auth/LoginModal',
  component: LoginModal,
  args: { onClose: fn() },
  parameters: { session: { role: 'user' } },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form as a visitor opens it. */
export const Default: Story = {};

/** Both fields empty: the combined message, and 'Заполните поле выше' under each field. */
export const BothEmpty: Story = {
  play: async () => {
    const dialog = await findDialog('Вход');
    await userEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    await expectToast('Введите имя пользователя и пароль');
    await expect(dialog.getAllByText('Заполните поле выше')).toHaveLength(2);
  },
};

/** Only the password typed: 'Введите имя пользователя'. */
export const UsernameEmpty: Story = {
  play: async () => {
    const dialog = await findDialog('Вход');
    await fillText(dialog.getByLabelText('Пароль'), 'password');
    await userEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    await expectToast('Введите имя пользователя');
    await expect(dialog.getAllByText('Заполните поле выше')).toHaveLength(1);
  },
};

/** Only the username typed: 'Введите пароль'. */
export const PasswordEmpty: Story = {
  play: async () => {
    const dialog = await findDialog('Вход');
    await fillText(dialog.getByLabelText('Имя пользователя'), 'director');
    await userEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    await expectToast('Введите пароль');
  },
};

/** Wrong password: the catalogue's message, and the typed username kept. */
export const WrongCredentials: Story = {
  play: async () => {
    const dialog = await findDialog('Вход');
    await fillText(dialog.getByLabelText('Имя пользователя'), 'director');
    await fillText(dialog.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    await expectToast('Неверное имя пользователя или пароль');
    await expect(dialog.getByLabelText('Имя пользователя')).toHaveValue('director');
  },
};

/** The call in flight: the submit button shows its pending state. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/v1/auth/login', () => delay('infinite')));
  },
  play: async () => {
    const dialog = await findDialog('Вход');
    await fillText(dialog.getByLabelText('Имя пользователя'), 'director');
    await fillText(dialog.getByLabelText('Пароль'), 'password');
    await userEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    await expect(dialog.getByRole('button', { name: /Войти/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A server failure without a message: 'Неизвестная ошибка'. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/v1/auth/login', () => new HttpResponse(null, { status: 500 })));
  },
  play: async () => {
    const dialog = await findDialog('Вход');
    await fillText(dialog.getByLabelText('Имя пользователя'), 'director');
    await fillText(dialog.getByLabelText('Пароль'), 'password');
    await userEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    await expectToast('Неизвестная ошибка');
    await expect(page().getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  },
};

/** The right credentials: the session is stored and the modal closes. */
export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Вход');
    await fillText(dialog.getByLabelText('Имя пользователя'), 'director');
    await fillText(dialog.getByLabelText('Пароль'), 'password');
    await userEvent.click(dialog.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(localStorage.getItem('token')).toBeTruthy();
    await expect(JSON.parse(localStorage.getItem('roles') ?? '[]')).toContain('director');
  },
};
