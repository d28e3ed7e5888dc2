import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { page } from '../../shared/testing/storyPlay.ts';
import {
  blacklistEntry,
  STAFF,
  staffMember,
  suspect,
  teamPunishment,
  WANTED,
  warrantReport,
} from './fixtures.ts';
import { PersonPage } from './PersonPage.tsx';

/** /person?nick= (issue 25): everything about one person the caller may read. */
const meta = {
  title: 'Portal/Person/PersonPage',
  component: PersonPage,
  parameters: {
    session: { role: 'director' },
    route: `/person?nick=${WANTED}`,
    layout: 'fullscreen',
  },
} satisfies Meta<typeof PersonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMEOUT = { timeout: 8000 };
const region = async (name: string) => within(await page().findByRole('region', { name }));
/** The banner once its registries have answered. */
const banner = async () => {
  const section = await region('Сейчас');
  await expect(await section.findByRole('list', undefined, TIMEOUT)).toBeVisible();
  return section;
};

const wantedSuspect: Story['beforeEach'] = ({ msw }) => {
  msw.use(
    override('get', '/api/v1/most-wanted/all', () => [warrantReport()]),
    override('get', '/api/v1/blacklist/all', () => [blacklistEntry()]),
    override('get', '/api/v1/suspect/all', () => ({ items: [suspect()], totalItems: 1 })),
  );
};

/** A wanted suspect: wanted with an arrest warrant, in the blacklist for 3 days, a suspect. */
export const WantedSuspect: Story = {
  beforeEach: wantedSuspect,
  play: async () => {
    const lines = await banner();
    for (const text of ['В розыске', 'Активный ордер на арест', 'В ЧС', 'Подозреваемый'])
      await expect(lines.getByText(text)).toBeVisible();
    await expect(lines.getByText('· на 3 дня')).toBeVisible();
    await expect(lines.getByRole('link', { name: 'В розыске: Запись №9101' })).toHaveAttribute(
      'href',
      '/most-wanted?open=9101',
    );
    const timeline = await region('Хронология');
    await expect(
      await timeline.findByRole('link', { name: 'Государственный чёрный список: Запись №9201' }),
    ).toBeVisible();
    const connections = await region('Связи');
    await expect(
      await connections.findByRole('link', { name: 'Boris_Orlov' }, TIMEOUT),
    ).toHaveAttribute('href', '/person?nick=Boris_Orlov');
  },
};

/** A clean person: nothing active, no records. */
export const CleanPerson: Story = {
  parameters: { route: '/person?nick=Nobody_Clean' },
  play: async () => {
    const lines = await region('Сейчас');
    await expect(await lines.findByText(/Ничего активного/, undefined, TIMEOUT)).toBeVisible();
    await expect(
      await page().findByText('Записей об этом нике нет.', undefined, TIMEOUT),
    ).toBeVisible();
  },
};

/** A staff member: rank and position, a warning and a reprimand in force, linked to the profile. */
export const StaffWithPunishments: Story = {
  parameters: { route: `/person?nick=${STAFF}` },
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/team/all', () => ({
        team: [staffMember()],
        teamCount: 1,
        achievement: null,
      })),
      override('get', '/api/v1/team/punishments', () => ({
        warnings: [teamPunishment()],
        reprimands: [teamPunishment({ id: 9502, type: 'reprimand', reason: 'Прогул' })],
      })),
    );
  },
  play: async () => {
    const lines = await banner();
    await expect(lines.getByText('Сотрудник')).toBeVisible();
    await expect(lines.getByText('· Старший агент, Глава HRT')).toBeVisible();
    await expect(lines.getByText('Предупреждение')).toBeVisible();
    await expect(lines.getByText('Выговор')).toBeVisible();
    await expect(lines.getByText('· Прогул')).toBeVisible();
  },
};

/** One registry fails: named in an alert, the others still shown. */
export const FailedRegistry: Story = {
  beforeEach(context) {
    wantedSuspect(context);
    context.msw.use(
      override('get', '/api/v1/act/all', () => errorAnswer(500, 'Внутренняя ошибка сервера')),
    );
  },
  play: async () => {
    await expect(
      await page().findByText('Акты нарушений: не удалось загрузить', undefined, TIMEOUT),
    ).toBeVisible();
    await expect((await banner()).getByText('В розыске')).toBeVisible();
  },
};

/** While the registries answer: the banner's skeleton and the timeline's loading line. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', '/api/v1/act/all', neverAnswer));
  },
  play: async () => {
    await expect(await page().findByText('Загружаем, что активно сейчас…')).toBeInTheDocument();
    await expect(await page().findByText('Загружаем записи…')).toBeInTheDocument();
  },
};

/** Without a nick: how to open a person's page. */
export const NoNick: Story = {
  parameters: { route: '/person' },
  play: async () => {
    await expect(await page().findByText(/Откройте досье с ника/)).toBeVisible();
  },
};

/** The phone layout (390×844): the sections stack, the entries wrap, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: wantedSuspect,
  play: async () => {
    await expect((await banner()).getByText('В розыске')).toBeVisible();
    await (await region('Хронология')).findByRole('link', { name: /Запись №9201/ }, TIMEOUT);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
