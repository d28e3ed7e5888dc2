import { PUNISHMENTS_TEXT, punishmentMeasure, REGISTRY_TEXT, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import { createStore } from '@fbi/mocks/store';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, findDialog, page, findDataRows } from '../../shared/testing/storyPlay.ts';
import { EXPORT_LIMIT } from '../../shared/registry/ExportDialog.tsx';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../shared/testing/waits.ts';
import { samplePunishment } from './fixtures.ts';
import { PunishmentsPage } from './PunishmentsPage.tsx';
import { punishmentsRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/punishment/all';

/** The punishments registry, /punishments (02 §2.9): the kit's reference list screen. */
const meta = {
  title: 'Portal/Punishments/PunishmentsPage',
  component: PunishmentsPage,
  parameters: { session: { role: 'director' }, route: '/punishments', layout: 'fullscreen' },
} satisfies Meta<typeof PunishmentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Реестр наказаний' });
/** The data rows once the first page is in. */
const dataRows = async () => findDataRows(await grid());

/** The first data row and its first cell (the violator). */
const firstRow = async () => {
  const [row] = await dataRows();
  if (!row) throw new Error('the registry has no rows');
  return row;
};
const firstCell = async () => {
  const [cell] = within(await firstRow()).getAllByRole('gridcell');
  if (!cell) throw new Error('the first row has no cells');
  return cell;
};

/** As the director: 10 rows, the create button, rows open. */
export const AsDirector: Story = {
  play: async () => {
    await expect(await dataRows()).toHaveLength(10);
    await expect(page().getByRole('button', { name: 'Выдать наказание' })).toBeVisible();
  },
};

/** Filtered through the URL (`?type=Понижение`): every measure is a demotion with its count. */
export const FilteredByUrl: Story = {
  parameters: { route: '/punishments?type=%D0%9F%D0%BE%D0%BD%D0%B8%D0%B6%D0%B5%D0%BD%D0%B8%D0%B5' },
  play: async () => {
    const rows = await dataRows();
    for (const row of rows) await expect(row).toHaveTextContent(/Понижение \(\d+\)/);
  },
};

/** The second page from the URL (`?page=2`). */
export const SecondPage: Story = {
  parameters: { route: '/punishments?page=2' },
  play: async () => {
    await dataRows();
    await expect(page().getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** agent_cid views only: no create button, a row does not open. */
export const AsAgentViewOnly: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await userEvent.click(await firstCell());
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().queryByRole('button', { name: 'Выдать наказание' })).toBeNull();
  },
};

const states = registryStateStories({
  registry: punishmentsRegistry,
  list: LIST,
  filteredRoute: '/punishments?nick=Nobody_Here',
});

/** Nothing matches the filters. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;

/** A row's violation proofs: numbered links opening in a new tab. */
export const Proofs: Story = {
  play: async () => {
    const first = await firstRow();
    await userEvent.click(within(first).getByRole('button', { name: /Доказательства нарушения/ }));
    const dialog = await findDialog(/^Доказательства нарушения: /);
    const links = dialog.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
};

/** The director opens a row: the edit modal, then Delete asks for confirmation. */
export const EditThenDelete: Story = {
  play: async () => {
    await userEvent.click(await firstCell());
    const dialog = await findDialog(/^Наказание: /);
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.delete }));
    const confirm = await findDialog('Удаление наказания', 'alertdialog');
    await expect(confirm.getByText(UI_TEXT.confirmDeletePunishment)).toBeVisible();
  },
};

// ---- What the registry kit gives every list (issue 24), shown on its reference registry ----

/** The seeded store the stories run against, read for the ids a link names. */
const seeded = [...createStore().data.punishments].sort((a, b) => b.date.localeCompare(a.date));
const newest = seeded[0] ?? samplePunishment();

/** A record opened from its link (`?open=<id>`) on a cold load, with «Скопировать ссылку». */
export const OpenFromLink: Story = {
  parameters: { route: `/punishments?open=${newest.id}` },
  play: async () => {
    const dialog = await findDialog(`${PUNISHMENTS_TEXT.editTitle}: ${newest.nick}`);
    await userEvent.click(dialog.getByRole('button', { name: REGISTRY_TEXT.copyLink }));
    await expectToast(REGISTRY_TEXT.linkCopied);
  },
};

/** A link to a record that does not exist: one clear message, not a blank dialog. */
export const UnknownLink: Story = {
  parameters: { route: '/punishments?open=999999' },
  play: async () => {
    const dialog = await findDialog(REGISTRY_TEXT.recordMissingTitle);
    await expect(dialog.getByText(REGISTRY_TEXT.recordMissing(999999))).toBeVisible();
  },
};

/** «Экспорт CSV» in progress: the first 100 of 300 rows are in, the next page is on its way. */
export const ExportInProgress: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', LIST, (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('size') === '100' && query.get('page') !== '0') return neverAnswer();
        const size = Number(query.get('size'));
        return {
          items: Array.from({ length: size }, (_, i) => samplePunishment({ id: i + 1 })),
          totalItems: 300,
        };
      }),
    );
  },
  play: async () => {
    await findDataRows(await grid());
    await userEvent.click(page().getByRole('button', { name: REGISTRY_TEXT.exportCsv }));
    const dialog = await findDialog(REGISTRY_TEXT.exportCsv);
    const bar = await dialog.findByRole('progressbar', { name: REGISTRY_TEXT.exportProgressLabel });
    await expect(bar).toHaveAttribute('aria-valuetext', REGISTRY_TEXT.exportProgress(100, 300));
    await expect(dialog.getByRole('button', { name: UI_TEXT.cancel })).toBeVisible();
  },
};

/** «Экспорт CSV» done: every row of the filters saved, the count said. */
export const ExportDone: Story = {
  parameters: { route: `/punishments?nick=${newest.nick}` },
  play: async () => {
    await findDataRows(await grid());
    const rows = seeded.filter((p) => p.nick.toLowerCase().includes(newest.nick.toLowerCase()));
    await userEvent.click(page().getByRole('button', { name: REGISTRY_TEXT.exportCsv }));
    const dialog = await findDialog(REGISTRY_TEXT.exportCsv);
    await expect(await dialog.findByText(REGISTRY_TEXT.exportDone(rows.length))).toBeVisible();
  },
};

/** On a phone the rows are cards: title and status first; nothing scrolls sideways. */
export const PhoneCards: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const cards = await page().findByRole('list', { name: 'Реестр наказаний' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(10));
    const [first] = within(cards).getAllByRole('listitem');
    await expect(first).toHaveTextContent(newest.nick);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The first record's measure (its status on a card) is in view without scrolling.
    const measure =
      first && within(first).getByText(punishmentMeasure(newest.type, newest.rangCount));
    await expect(measure?.getBoundingClientRect().bottom ?? Infinity).toBeLessThanOrEqual(
      window.innerHeight,
    );
  },
};

/** A record filed in another session arrives with the next refresh, marked «Новое». */
export const FreshRow: Story = {
  play: async () => {
    const table = await grid();
    await findDataRows(table);
    const login = await fetch('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'professional_standards_inspector', password: 'password' }),
    });
    const other = (await login.json()) as { token: string; nick: string };
    await fetch('/api/v1/punishment/add', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${other.token}`,
        'Audit-Nick': other.nick,
      },
      body: JSON.stringify({
        nick: 'Fresh_Arrival',
        faction: newest.faction,
        cautions: newest.cautions,
        type: newest.type,
        rangCount: newest.rangCount,
        violationProves: newest.violationProves,
        punishmentProve: 'https://forum.example/t/fresh',
      }),
    });
    // What a tab shown again does at once (and an open list every 30 s).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    const header = await within(table).findByRole('rowheader', { name: /Fresh_Arrival/ });
    await expect(within(header).getByText(REGISTRY_TEXT.fresh)).toBeVisible();
  },
};

/** An export answered by one whole page per call, `total` rows in all, failing if `fail`. */
function exportAnswers({ total, fail = false }: { total: number; fail?: boolean }) {
  return override('get', LIST, (request) => {
    const query = new URL(request.url).searchParams;
    const size = Number(query.get('size'));
    if (size === 100 && fail) return errorAnswer(500, 'Внутренняя ошибка сервера');
    const from = Number(query.get('page')) * size;
    const count = Math.max(0, Math.min(size, total - from));
    return {
      items: Array.from({ length: count }, (_, i) => samplePunishment({ id: from + i + 1 })),
      totalItems: total,
    };
  });
}

/** «Экспорт CSV» of a list with no rows for its filters: nothing is saved, and it says so. */
export const ExportEmpty: Story = {
  parameters: { route: '/punishments?nick=Nobody_Here' },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.listEmptyFiltered)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: REGISTRY_TEXT.exportCsv }));
    const dialog = await findDialog(REGISTRY_TEXT.exportCsv);
    await expect(await dialog.findByText(REGISTRY_TEXT.exportEmpty)).toBeVisible();
  },
};

/** «Экспорт CSV» of more rows than one export takes: the first EXPORT_LIMIT are saved, and it says so. */
export const ExportCapped: Story = {
  beforeEach({ msw }) {
    msw.use(exportAnswers({ total: EXPORT_LIMIT + 1_000 }));
  },
  play: async () => {
    await findDataRows(await grid());
    await userEvent.click(page().getByRole('button', { name: REGISTRY_TEXT.exportCsv }));
    const dialog = await findDialog(REGISTRY_TEXT.exportCsv);
    await expect(
      await dialog.findByText(
        REGISTRY_TEXT.exportCapped(EXPORT_LIMIT, EXPORT_LIMIT + 1_000),
        {},
        { timeout: ASYNC_UTIL_TIMEOUT_MS },
      ),
    ).toBeVisible();
  },
};

/** «Экспорт CSV» whose call fails: the message, and «Повторить» beside «Закрыть». */
export const ExportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(exportAnswers({ total: 300, fail: true }));
  },
  play: async () => {
    await findDataRows(await grid());
    await userEvent.click(page().getByRole('button', { name: REGISTRY_TEXT.exportCsv }));
    const dialog = await findDialog(REGISTRY_TEXT.exportCsv);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(REGISTRY_TEXT.exportFailed);
    await expect(dialog.getByRole('button', { name: UI_TEXT.retry })).toBeVisible();
    // The footer's «Закрыть» (the header's ✕ has the same name).
    await expect(dialog.getByText(UI_TEXT.close)).toBeVisible();
  },
};
