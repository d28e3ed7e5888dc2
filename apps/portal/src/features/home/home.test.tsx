import { MESSAGES, ORG_DEPARTMENT_IDS, ORG_DEPARTMENT_TITLES, type Role } from '@fbi/domain';
import { createMockServer } from '@fbi/mocks/node';
import { toast, ToastRegion } from '@fbi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/queryClient.ts';
import { updateSession } from '../../shared/sessionStorage.ts';
import { NEWEST_FOUR, NEWS_FIXTURE, SAMPLE_NEWS, teamCard } from './fixtures.ts';
import { HomePage } from './HomePage.tsx';
import { NewsModal } from './NewsModal.tsx';
import PressArticleModal from './PressArticleModal.tsx';

// The first render of a file waits for cold module loading; give async queries room.
configure({ asyncUtilTimeout: 5000 });

const server = createMockServer();

/** Every request the portal sent. */
const sent: { method: string; path: string }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    sent.push({ method: request.method, path: new URL(request.url).pathname });
  });
});
afterEach(() => {
  server.resetHandlers();
  toast.dismissAll();
  sent.length = 0;
});
afterAll(() => server.close());

/** Roles only, no token: the home page's calls are public and `can` reads the roles. */
function actAs(...roles: Role[]) {
  updateSession({ roles });
}

function renderWithProviders(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ToastRegion />
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toasts = () => within(screen.getByRole('region', { name: 'Уведомления' }));
const body = () => within(document.body);

describe('home page news carousel (01 §2 Home page)', () => {
  it('shows the 4 newest news by createdAt and then the Most Wanted slide', async () => {
    server.use(http.get('/api/v1/news/all', () => HttpResponse.json(NEWS_FIXTURE)));
    renderWithProviders(<HomePage carouselPaused />);

    const indicators = within(await screen.findByRole('list', { name: 'Слайды' }));
    const labels = indicators.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      ...NEWEST_FOUR.map((header, i) => `Слайд ${i + 1}: ${header}`),
      'Слайд 5: Most Wanted',
    ]);
    const carousel = screen.getByRole('region', { name: 'Новости' });
    const mostWanted = within(carousel).getByRole('link', {
      name: 'Открыть список разыскиваемых',
      hidden: true,
    });
    expect(mostWanted).toHaveAttribute('href', '/suspects');
  });

  it('with no news shows only the Most Wanted slide', async () => {
    server.use(http.get('/api/v1/news/all', () => HttpResponse.json([])));
    renderWithProviders(<HomePage carouselPaused />);
    expect(await screen.findByText('Новостей пока нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть список разыскиваемых' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Слайды' })).not.toBeInTheDocument();
  });

  it('a news slide opens the news modal with its header and text', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/v1/news/all', () => HttpResponse.json(NEWS_FIXTURE)));
    renderWithProviders(<HomePage carouselPaused />);
    await user.click(await screen.findByRole('button', { name: /^Итоги недели/ }));
    const dialog = within(await body().findByRole('dialog', { name: 'Итоги недели' }));
    expect(dialog.getByText(/Текст новости «Итоги недели»/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});

describe('news modal Delete (01 §2, §6 "Press articles; delete news")', () => {
  const item = SAMPLE_NEWS;

  it.each<Role>(['press_secretary', 'deputy_director', 'director'])(
    'is offered to %s',
    async (role) => {
      actAs(role);
      renderWithProviders(<NewsModal news={item} onClose={() => undefined} />);
      const dialog = within(await body().findByRole('dialog', { name: item.header }));
      expect(dialog.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    },
  );

  it.each<Role>(['user', 'agent_cid', 'head_cid', 'general_counsel', 'hr_inspector'])(
    'is not offered to %s',
    async (role) => {
      actAs(role);
      renderWithProviders(<NewsModal news={item} onClose={() => undefined} />);
      const dialog = within(await body().findByRole('dialog', { name: item.header }));
      expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
      expect(dialog.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    },
  );

  it('asks for confirmation, deletes, then closes', async () => {
    const user = userEvent.setup();
    actAs('director');
    let deleted: string | undefined;
    server.use(
      http.delete('/api/v1/news/:id/delete', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<NewsModal news={item} onClose={onClose} />);
    const dialog = within(await body().findByRole('dialog', { name: item.header }));
    await user.click(dialog.getByRole('button', { name: 'Удалить' }));
    const confirm = within(await body().findByRole('alertdialog', { name: 'Удаление новости' }));
    expect(deleted).toBeUndefined();
    await user.click(confirm.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(deleted).toBe(String(item.id));
  });
});

describe('press article (01 §5 Press article, Photo uploads)', () => {
  it('a photo before the header shows the message and sends nothing', async () => {
    const user = userEvent.setup();
    actAs('press_secretary');
    renderWithProviders(<PressArticleModal onClose={() => undefined} />);
    const dialog = within(await body().findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Загрузить фотографию' }));
    expect(await toasts().findByText(MESSAGES.newsPhotoNeedsHeader)).toBeInTheDocument();

    // A file reaching the input some other way is refused just the same.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(sent).toEqual([]);
  });

  it('an empty form shows the first message in the toast and sends nothing', async () => {
    const user = userEvent.setup();
    actAs('press_secretary');
    renderWithProviders(<PressArticleModal onClose={() => undefined} />);
    const dialog = within(await body().findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Опубликовать' }));
    expect(await toasts().findByText(MESSAGES.headerEmpty)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('uploads the photo by header, then publishes and closes', async () => {
    const user = userEvent.setup();
    actAs('press_secretary');
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/news/:header/photo', ({ params }) =>
        HttpResponse.text(`/api/v1/files/${String(params.header)}.png`),
      ),
      http.post('/api/v1/news/add', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 99, achievement: { title: 'Первая статья' } });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<PressArticleModal onClose={onClose} />);
    const dialog = within(await body().findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /^Заголовок/ }), 'Учения');
    await user.type(dialog.getByRole('textbox', { name: /^Подзаголовок/ }), 'Итоги');
    await user.type(dialog.getByRole('textbox', { name: /^Текст/ }), 'Прошли успешно');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await dialog.findByRole('img', { name: 'Предпросмотр фотографии' })).toHaveAttribute(
      'src',
      '/api/v1/files/Учения.png',
    );
    await user.click(dialog.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        header: 'Учения',
        subheader: 'Итоги',
        text: 'Прошли успешно',
        photo: '/api/v1/files/Учения.png',
      },
    ]);
    expect(await toasts().findByText('Первая статья')).toBeInTheDocument();
  });

  it('a server error keeps the form filled', async () => {
    const user = userEvent.setup();
    actAs('press_secretary');
    server.use(
      http.post('/api/v1/news/:header/photo', () => HttpResponse.text('/api/v1/files/1.png')),
      http.post('/api/v1/news/add', () =>
        HttpResponse.json({ type: 'VALIDATION', message: 'Сервер недоступен' }, { status: 500 }),
      ),
    );
    const onClose = vi.fn();
    renderWithProviders(<PressArticleModal onClose={onClose} />);
    const dialog = within(await body().findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /^Заголовок/ }), 'Учения');
    await user.type(dialog.getByRole('textbox', { name: /^Подзаголовок/ }), 'Итоги');
    await user.type(dialog.getByRole('textbox', { name: /^Текст/ }), 'Прошли успешно');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    await dialog.findByRole('img', { name: 'Предпросмотр фотографии' });
    await user.click(dialog.getByRole('button', { name: 'Опубликовать' }));
    expect(await toasts().findByText('Сервер недоступен')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: /^Заголовок/ })).toHaveValue('Учения');
  });
});

describe('org chart (01 §2 Home page)', () => {
  it('lists every department in the spec’s order on the seeded team', async () => {
    renderWithProviders(<HomePage carouselPaused />);
    const chart = within(await screen.findByRole('region', { name: 'Структура бюро' }));
    await chart.findAllByRole('listitem');
    const titles = chart.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(ORG_DEPARTMENT_IDS.map((id) => ORG_DEPARTMENT_TITLES[id]));
  });

  it('shows the agent number instead of the nick for a secret agent', async () => {
    server.use(
      http.get('/api/v1/team/all-photo', () =>
        HttpResponse.json({
          team: [
            teamCard({ id: 1, nick: 'Ivan_Petrov', rang: 'Директор' }),
            teamCard({ id: 2, nick: 'Oleg_Tainov', rang: 'Секретный агент', agentNo: '707' }),
          ],
          teamCount: 2,
        }),
      ),
    );
    renderWithProviders(<HomePage carouselPaused />);
    const chart = within(await screen.findByRole('region', { name: 'Структура бюро' }));
    expect(await chart.findByRole('link', { name: /^Ivan_Petrov/ })).toHaveAttribute(
      'href',
      'https://vk.com/ivan_petrov',
    );
    expect(chart.getByRole('link', { name: /^707/ })).toHaveAttribute(
      'href',
      'https://vk.com/oleg_tainov',
    );
    expect(chart.queryByText('Oleg_Tainov')).not.toBeInTheDocument();
  });

  it('shows the default image for a member without a photo', async () => {
    server.use(
      http.get('/api/v1/team/all-photo', () =>
        HttpResponse.json({
          team: [teamCard({ id: 1, nick: 'Ivan_Petrov', rang: 'Директор' })],
          teamCount: 1,
        }),
      ),
    );
    const { container } = renderWithProviders(<HomePage carouselPaused />);
    await screen.findByRole('link', { name: /^Ivan_Petrov/ });
    expect(container.querySelector('img[data-default]')).not.toBeNull();
  });
});
