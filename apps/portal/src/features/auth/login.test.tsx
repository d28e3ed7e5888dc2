import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api.ts';
import { getSession } from '../../shared/sessionStorage.ts';
import { setupUser, type TestUser } from '../../shared/testing/interactions.ts';
import { setupMockApi } from '../../shared/testing/mockApi.tsx';
import LoginModal from './LoginModal.tsx';

const mock = setupMockApi();
const { requests } = mock;

/** Opens the login modal for a guest; returns its close callback and a user. */
async function renderLogin() {
  const onClose = vi.fn();
  await mock.renderAs('user', <LoginModal onClose={onClose} />);
  return { onClose, user: setupUser() };
}

/** Types the credentials into the open login modal and presses 'Войти'. */
async function submit(user: TestUser, username: string, password: string) {
  await user.type(screen.getByLabelText('Имя пользователя'), username);
  await user.type(screen.getByLabelText('Пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login (01 §2, §5, §7)', () => {
  it('refuses an empty form with the spec message and sends nothing', async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите имя пользователя и пароль')).toBeInTheDocument();
    expect(screen.getAllByText('Заполните поле выше')).toHaveLength(2);
    expect(requests.all).toEqual([]);
  });

  it("drops a field's message as soon as the field is filled", async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Заполните поле выше')).toHaveLength(2);
    await user.type(screen.getByLabelText('Имя пользователя'), 'd');
    expect(screen.getAllByText('Заполните поле выше')).toHaveLength(1);
    expect(screen.getByLabelText('Имя пользователя')).not.toHaveAttribute('aria-invalid');
  });

  it('logs the director in, keeps the session, and then sends the bearer token and Audit-Nick', async () => {
    const { user, onClose } = await renderLogin();
    await submit(user, 'director', 'password');
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const session = getSession();
    expect(session.roles).toContain('director');
    expect(session.token).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();
    expect(session.nick).toMatch(/^[A-Z][a-z]+_[A-Z][a-z]+$/);

    requests.clear();
    const { response } = await api.GET('/api/v1/team/all');
    expect(response.status).toBe(200);
    expect(
      requests.all.map(({ path, headers }) => ({
        path,
        auth: headers.get('Authorization'),
        nick: headers.get('Audit-Nick'),
      })),
    ).toEqual([{ path: '/api/v1/team/all', auth: `Bearer ${session.token}`, nick: session.nick }]);
  });

  it('shows the catalogue message for wrong credentials and keeps what was typed', async () => {
    const { user, onClose } = await renderLogin();
    await submit(user, 'director', 'nope');
    expect(await screen.findByText('Неверное имя пользователя или пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя пользователя')).toHaveValue('director');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refreshes an expired token once and retries the call', async () => {
    const { user, onClose } = await renderLogin();
    await submit(user, 'director', 'password');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const firstToken = getSession().token;

    let rejected = false;
    mock.server.use(
      http.get('*/api/v1/team/all', ({ request }) => {
        if (!rejected && request.headers.get('Authorization') === `Bearer ${firstToken}`) {
          rejected = true;
          return Response.json({ type: 'UNAUTHORIZED', message: 'Токен истёк' }, { status: 401 });
        }
        return undefined;
      }),
    );
    requests.clear();
    const { response } = await api.GET('/api/v1/team/all');
    expect(response.status).toBe(200);
    expect(requests.to('/api/v1/auth/refresh')).toHaveLength(1);
    expect(requests.to('/api/v1/team/all')).toHaveLength(2);
    expect(getSession().token).not.toBe(firstToken);
  });
});
