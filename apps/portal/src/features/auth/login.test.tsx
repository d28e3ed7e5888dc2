import { createMockServer } from '@fbi/mocks/node';
import { ToastRegion } from '@fbi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api.ts';
import { createQueryClient } from '../../shared/queryClient.ts';
import { getSession } from '../../shared/sessionStorage.ts';
import LoginModal from './LoginModal.tsx';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderLogin() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LoginModal onClose={onClose} />
      <ToastRegion />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup({ delay: null }) };
}

describe('login (01 §2, §5, §7)', () => {
  it('refuses an empty form with the spec message and sends nothing', async () => {
    const calls = vi.fn();
    server.events.on('request:start', calls);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите имя пользователя и пароль')).toBeInTheDocument();
    expect(screen.getAllByText('Заполните поле выше')).toHaveLength(2);
    expect(calls).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('logs the director in, keeps the session, and then sends the bearer token and Audit-Nick', async () => {
    const { user, onClose } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'director');
    await user.type(screen.getByLabelText('Пароль'), 'password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const session = getSession();
    expect(session.roles).toContain('director');
    expect(session.token).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();
    expect(session.nick).toMatch(/^[A-Z][a-z]+_[A-Z][a-z]+$/);

    const seen: Record<string, string | null>[] = [];
    server.events.on('request:start', ({ request }) =>
      seen.push({
        auth: request.headers.get('Authorization'),
        nick: request.headers.get('Audit-Nick'),
      }),
    );
    const { response } = await api.GET('/api/v1/team/all');
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ auth: `Bearer ${session.token}`, nick: session.nick }]);
    server.events.removeAllListeners();
  });

  it('shows the catalogue message for wrong credentials and keeps what was typed', async () => {
    const { user, onClose } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'director');
    await user.type(screen.getByLabelText('Пароль'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверное имя пользователя или пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя пользователя')).toHaveValue('director');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refreshes an expired token once and retries the call', async () => {
    const { user, onClose } = renderLogin();
    await user.type(screen.getByLabelText('Имя пользователя'), 'director');
    await user.type(screen.getByLabelText('Пароль'), 'password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const firstToken = getSession().token;

    let refreshes = 0;
    let rejected = false;
    server.use(
      http.get('*/api/v1/team/all', ({ request }) => {
        if (!rejected && request.headers.get('Authorization') === `Bearer ${firstToken}`) {
          rejected = true;
          return Response.json({ type: 'UNAUTHORIZED', message: 'Токен истёк' }, { status: 401 });
        }
        return undefined;
      }),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/v1/auth/refresh')) refreshes++;
    });
    const { response } = await api.GET('/api/v1/team/all');
    expect(response.status).toBe(200);
    expect(refreshes).toBe(1);
    expect(getSession().token).not.toBe(firstToken);
    server.events.removeAllListeners();
  });
});
