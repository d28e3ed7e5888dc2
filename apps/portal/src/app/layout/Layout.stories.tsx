import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import { Layout } from './Layout.tsx';

/** Shows the current path where a page would render, so stories can see the guard at work. */
function PageStub() {
  const { pathname } = useLocation();
  return <p>Страница {pathname}</p>;
}

function Shell() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<PageStub />} />
      </Route>
    </Routes>
  );
}

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

/** A sidebar modal opens from its button (here a form a later issue builds). */
export const OpensSidebarModal: Story = {
  parameters: { session: { role: 'director' } },
  play: async () => {
    await userEvent.click(sidebar().getByRole('button', { name: /Акт трибунала/ }));
    const dialog = await page().findByRole('dialog', { name: 'Акт трибунала' });
    await expect(within(dialog).getByText(/Раздел в разработке/)).toBeInTheDocument();
  },
};
