import { ROSTER_GROUPS } from '@fbi/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTeamResponse } from './fixtures.ts';
import { rosterTitle } from './roster.ts';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { TeamPage } from './TeamPage.tsx';

/**
 * The team roster at /team (01 §2 Team roster, §6): six tables and the total count; which rows
 * open and who gets the nick menu depend on the role. The default stories run on the seeded mock.
 */
const meta = {
  title: 'Portal/Team/TeamPage',
  component: TeamPage,
  parameters: { session: { role: 'director' }, route: '/team', layout: 'fullscreen' },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (group: Parameters<typeof rosterTitle>[0]) =>
  within(page().getByRole('grid', { name: rosterTitle(group) }));

/** Waits until the roster is loaded. */
const loaded = async () => {
  await page().findByText(/^Всего: \d+/, {}, { timeout: 5000 });
};

/** Clicks the first cell of the row of `nick` (the nick itself may be a menu button). */
const clickRow = async (group: Parameters<typeof rosterTitle>[0], nick: string) => {
  const row = table(group)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(nick));
  const cell = row && within(row).getAllByRole('gridcell')[0];
  if (!cell) throw new Error(`no row for ${nick}`);
  await userEvent.click(cell);
};

/** The director: every table opens, the nick menus show, "Добавить агента" is offered. */
export const AsDirector: Story = {
  play: async () => {
    await loaded();
    for (const { title } of ROSTER_GROUPS) {
      await expect(page().getByRole('grid', { name: title })).toBeInTheDocument();
    }
    await expect(page().getByRole('button', { name: 'Добавить агента' })).toBeInTheDocument();
  },
};

/** The director opens a CID row: the agent info modal. */
export const OpenAgent: Story = {
  play: async () => {
    await loaded();
    const firstRow = table('cid').getAllByRole('row')[1];
    if (!firstRow) throw new Error('no CID rows');
    await userEvent.click(within(firstRow).getAllByRole('gridcell')[0] ?? firstRow);
    await findDialog(/^Агент /);
  },
};

/** "Добавить агента" opens the create-agent modal. */
export const OpenCreateAgent: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(page().getByRole('button', { name: 'Добавить агента' }));
    await findDialog('Добавить агента');
  },
};

/** An HR inspector: the nick menu (social page, profile) on the inspectors' and leadership tables. */
export const AsHrInspector: Story = {
  parameters: { session: { role: 'hr_inspector' } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/v1/team/all', () => HttpResponse.json(sampleTeamResponse())));
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async () => {
    await loaded();
    await userEvent.click(page().getByRole('button', { name: 'Anna_Sokolova: действия' }));
    await expect(
      await page().findByRole('menuitem', { name: 'Открыть страницу ВКонтакте' }),
    ).toBeInTheDocument();
    // The menu opens instead of the row's agent modal.
    await expect(page().queryByRole('dialog', { name: /^Агент / })).toBeNull();
    await userEvent.click(page().getByRole('menuitem', { name: 'Открыть профиль' }));
    await expect(window.open).toHaveBeenCalledWith(
      '/hr-profile?nick=Anna_Sokolova',
      '_blank',
      'noopener,noreferrer',
    );
    // No nick menu on the director's office for an HR inspector.
    await expect(page().queryByRole('button', { name: 'Ivan_Petrov: действия' })).toBeNull();
  },
};

/** The head of CID: CID rows open; the director's office does not. */
export const AsHeadCid: Story = {
  parameters: { session: { role: 'head_cid' } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/v1/team/all', () => HttpResponse.json(sampleTeamResponse())));
  },
  play: async () => {
    await loaded();
    await expect(page().queryByRole('button', { name: 'Добавить агента' })).toBeNull();
    await clickRow('directorOffice', 'Ivan_Petrov');
    await expect(page().queryByRole('dialog')).toBeNull();
    await clickRow('cid', 'Pavel_Orlov');
    await findDialog('Агент Pavel_Orlov');
  },
};

/** A CID agent may open no rows and gets no nick menu or create button. */
export const AsAgentWithoutAccess: Story = {
  parameters: { session: { role: 'agent_cid' } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/v1/team/all', () => HttpResponse.json(sampleTeamResponse())));
  },
  play: async () => {
    await loaded();
    await clickRow('cid', 'Pavel_Orlov');
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().queryByRole('button', { name: /действия$/ })).toBeNull();
    await expect(page().queryByRole('button', { name: 'Добавить агента' })).toBeNull();
  },
};

/** A small roster covering every table, with dates in Moscow time. */
export const Filled: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/v1/team/all', () => HttpResponse.json(sampleTeamResponse())));
  },
  play: async () => {
    await loaded();
    await expect(page().getByText('Всего: 6 агентов')).toBeInTheDocument();
    await expect(table('cid').getAllByText('14.03.2025').length).toBeGreaterThan(0);
  },
};

/** Nobody in the roster: every table shows its empty text. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/v1/team/all', () =>
        HttpResponse.json({ team: [], teamCount: 0, achievement: null }),
      ),
    );
  },
  play: async () => {
    await loaded();
    await expect(page().getByText('Всего: 0 агентов')).toBeInTheDocument();
    await expect(page().getAllByText('В этом подразделении нет агентов')).toHaveLength(6);
  },
};

/** The roster answer carries an achievement: the green toast shows once. */
export const WithAchievement: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/v1/team/all', () =>
        HttpResponse.json(sampleTeamResponse({ achievement: { title: 'Знаю всех в лицо' } })),
      ),
    );
  },
  play: async () => {
    await loaded();
    await expectToast('Достижение получено!');
  },
};

/** Waiting for the roster: skeleton rows. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/v1/team/all', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async () => {
    await waitFor(() => expect(page().getAllByText('Загрузка…').length).toBeGreaterThan(0));
    await expect(page().queryByText(/^Всего:/)).toBeNull();
  },
};

/** The roster fails to load: the error toast and a note. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/v1/team/all', () =>
        HttpResponse.json({ type: 'INTERNAL', message: 'Сервер недоступен' }, { status: 500 }),
      ),
    );
  },
  play: async () => {
    await expectToast('Сервер недоступен');
    await expect(page().getByText('Не удалось загрузить состав.')).toBeInTheDocument();
  },
};
