import { routeTitle, ROUTES } from '@fbi/domain';
import { lazy, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { HEADER_HEIGHT_PX } from './shellMetrics.ts';

/**
 * Shows the current path where a page would render, so stories can see the guard at work; tall,
 * like a long registry, so scrolling on navigation shows.
 */
function PageStub() {
  const { pathname } = useLocation();
  return (
    <div style={{ minHeight: 2400 }}>
      <h1>Страница {pathname}</h1>
    </div>
  );
}

/** A screen whose chunk is still on its way, for good. */
const LoadingScreen = lazy(() => new Promise<{ default: ComponentType }>(() => {}));

/**
 * The app's routes (router.tsx) with stub pages: known paths render the stub (or, with
 * `loading`, a screen whose chunk never arrives), others not-found.
 */
function Shell({ loading = false }: { loading?: boolean }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path }) => (
          <Route key={path} path={path} element={loading ? <LoadingScreen /> : <PageStub />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

const phone = { viewport: { value: 'phone', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Portal/Shell/Layout',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = () => within(page().getByRole('navigation', { name: 'Разделы портала' }));

/** A visitor: the login button and the public menu only. */
export const Visitor: Story = {
  parameters: { session: { role: 'user' } },
  play: async () => {
    await expect(page().getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    await expect(sidebar().queryByRole('link', { name: 'Состав' })).not.toBeInTheDocument();
    await expect(sidebar().getByRole('link', { name: 'Ордера' })).toBeInTheDocument();
  },
};

/** A visitor opening a guarded route (/team) is sent to /. */
export const VisitorGuarded: Story = {
  parameters: { session: { role: 'user' }, route: '/team' },
  play: async () => {
    await expect(await page().findByText('Страница /')).toBeInTheDocument();
  },
};

/** An unknown address shows the not-found page with a way home, and names it in the title. */
export const NotFound: Story = {
  parameters: { session: { role: 'director' }, route: '/no-such-page' },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    await expect(page().getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.title).toBe('Страница не найдена — Портал сотрудников FBI'),
    );
  },
};

/** The director: the profile menu and every group. */
export const Director: Story = {
  parameters: { session: { role: 'director' }, route: '/team' },
  play: async () => {
    await userEvent.tab();
    await expect(page().getByRole('link', { name: 'Перейти к содержимому' })).toHaveFocus();
    await expect(await page().findByText('Страница /team')).toBeInTheDocument();
    await expect(sidebar().getByRole('link', { name: 'Рапорты MW' })).toBeInTheDocument();
    await expect(sidebar().getByRole('button', { name: /Добавить агента/ })).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: /Ivan|[A-Z][a-z]+_[A-Z]/ }));
    await expect(await page().findByRole('menuitem', { name: 'Выйти' })).toBeInTheDocument();
  },
};

/**
 * A route whose screen's chunk is still loading: the shell and the page's heading as the screen
 * will draw it, marked busy, so nothing moves when the screen arrives (issue 13).
 */
export const ScreenLoading: Story = {
  args: { loading: true },
  parameters: { session: { role: 'director' }, route: '/punishments' },
  play: async () => {
    const heading = await page().findByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(routeTitle('/punishments') ?? '');
    await expect(heading.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** An agent of CID files MW reports: the entry reads 'Мои рапорты MW'. */
export const AgentCid: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await expect(sidebar().getByRole('link', { name: 'Мои рапорты MW' })).toBeInTheDocument();
  },
};

/** A secret agent sees the IB entry as 'Мои рапорты'. */
export const SecretAgent: Story = {
  parameters: { session: { role: 'secret_intelligence_agent' } },
  play: async () => {
    await expect(sidebar().getByRole('link', { name: 'Мои рапорты' })).toBeInTheDocument();
  },
};

/** A trainee: no CID / MW and no investigations. */
export const Trainee: Story = {
  parameters: { session: { role: 'national_academy_trainee' } },
  play: async () => {
    await expect(sidebar().queryByRole('heading', { name: 'CID / MW' })).not.toBeInTheDocument();
    await expect(
      sidebar().queryByRole('heading', { name: 'Расследования' }),
    ).not.toBeInTheDocument();
  },
};

/** A trainee of rank Дежурный is not reduced. */
export const DutyTrainee: Story = {
  parameters: { session: { role: 'trainee_duty' } },
  play: async () => {
    await expect(sidebar().getByRole('heading', { name: 'Расследования' })).toBeInTheDocument();
  },
};

/** A sidebar modal opens from its button. */
export const OpensSidebarModal: Story = {
  parameters: { session: { role: 'director' } },
  play: async () => {
    await userEvent.click(sidebar().getByRole('button', { name: /Акт трибунала/ }));
    await expect(await page().findByRole('dialog', { name: /Акт трибунала/ })).toBeInTheDocument();
  },
};

/**
 * A desktop: the sidebar stays beside a long page (sticky, scrolling on its own); a link near its
 * bottom opens the new page at its top, with the page's title in the document title; a group
 * collapses and stays collapsed.
 */
export const DesktopLongPage: Story = {
  globals: desktop,
  parameters: { session: { role: 'director' }, route: '/team' },
  play: async () => {
    await page().findByText('Страница /team');
    const nav = page().getByRole('navigation', { name: 'Разделы портала' });
    await expect(nav.getBoundingClientRect().height).toBeLessThanOrEqual(900 - HEADER_HEIGHT_PX);
    window.scrollTo(0, 1600);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(1000));
    // Still beside the page after scrolling.
    await expect(nav.getBoundingClientRect().top).toBe(HEADER_HEIGHT_PX);
    const last = sidebar().getAllByRole('link').at(-1);
    if (!last) throw new Error('the sidebar has no links');
    await userEvent.click(last);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(document.title).toMatch(/ — Портал сотрудников FBI$/));

    const group = sidebar().getByRole('heading', { name: 'Ордера' });
    const details = group.closest('details');
    await userEvent.click(group);
    await waitFor(() => expect(details).not.toHaveAttribute('open'));
    await expect(localStorage.getItem('fbi.sidebar.collapsed')).toContain('orders');
  },
};

/** A phone: one header row (menu, logo, account), the sidebar hidden behind the menu button. */
export const PhoneDrawerClosed: Story = {
  globals: phone,
  parameters: { session: { role: 'director' }, route: '/team' },
  play: async () => {
    await page().findByText('Страница /team');
    const header = page().getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(HEADER_HEIGHT_PX);
    await expect(page().getByRole('button', { name: 'Меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page().queryByRole('navigation', { name: 'Разделы портала' })).toBeNull();
    // The page starts right under the header, not below the whole sidebar.
    const title = page().getByRole('heading', { name: 'Страница /team' });
    await expect(title.getBoundingClientRect().top).toBeLessThan(200);
  },
};

/**
 * A phone, keyboard only: the menu button opens the drawer with every group; choosing a link
 * closes it, shows the new page from its top and puts focus on the page.
 */
export const PhoneDrawerOpen: Story = {
  globals: phone,
  parameters: { session: { role: 'director' }, route: '/' },
  play: async () => {
    await page().findByText('Страница /');
    page().getByRole('button', { name: 'Меню' }).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = within(await page().findByRole('dialog', { name: 'Меню' }));
    // Waited for: on a busy CI machine it was once not yet visible as the dialog appeared.
    await waitFor(() => expect(drawer.getByText('База данных')).toBeVisible());
    // By text, not by role: role queries over the whole drawer are slow on a busy machine.
    // 'Состав' is both a group's title and its link; the link is the one inside an <a>.
    const team = drawer
      .getAllByText('Состав')
      .map((node) => node.closest('a'))
      .find((link) => link !== null);
    if (!team) throw new Error('no link to /team in the drawer');
    team.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByText('Страница /team')).toBeInTheDocument();
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Меню' })).toBeNull());
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
    await expect(window.scrollY).toBe(0);
  },
};

/** The drawer open on a phone, for the eye and for axe (Esc closes it). */
export const PhoneDrawerShown: Story = {
  globals: phone,
  parameters: { session: { role: 'agent_cid' }, route: '/' },
  play: async () => {
    await userEvent.click(await page().findByRole('button', { name: 'Меню' }));
    const drawer = within(await page().findByRole('dialog', { name: 'Меню' }));
    await expect(drawer.getByRole('link', { name: 'Мои рапорты MW' })).toBeInTheDocument();
    await expect(page().getByRole('button', { name: 'Меню' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
