import { INVESTIGATIONS_TEXT, RAPORTS_TEXT, UI_TEXT } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, findDialog, page, findDataRows } from '../../shared/testing/storyPlay.ts';
import { sampleRaport } from './fixtures.ts';
import { RaportsPage } from './RaportsPage.tsx';
import { raportsRegistry } from './registry.tsx';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/report/all';

/** The agent reports, /raports, and the IB reports, /ib-raports (01 §2). */
const meta = {
  title: 'Portal/Raports/RaportsPage',
  component: RaportsPage,
  args: { kind: 'agent' },
  parameters: { session: { role: 'head_cid' }, route: '/raports', layout: 'fullscreen' },
} satisfies Meta<typeof RaportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dataRows = async (name = 'Рапорты') =>
  findDataRows(await page().findByRole('grid', { name }));

/** head_cid: every report, 10 a page, the filing button; a row opens its view modal. */
export const AsHead: Story = {
  play: async () => {
    const rows = await dataRows();
    await expect(rows).toHaveLength(10);
    await expect(page().getByRole('button', { name: 'Подать рапорт' })).toBeVisible();
    const [cell] = within(rows[0] as HTMLElement).getAllByRole('gridcell');
    await userEvent.click(cell as HTMLElement);
    await findDialog(/^Рапорт №/);
  },
};

/** A staff member who files none (arbiter): the list, no filing button. */
export const AsArbiter: Story = {
  parameters: { session: { role: 'arbiter' } },
  play: async () => {
    await dataRows();
    await expect(page().queryByRole('button', { name: 'Подать рапорт' })).toBeNull();
  },
};

/** The list as the spec's rows give it: one report per status, one unknown. */
export const Statuses: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('get', LIST, () => [
        sampleRaport({ id: 1 }),
        sampleRaport({ id: 2, status: 'NEED_IMPROVE' }),
        sampleRaport({ id: 3, status: 'APPROVED' }),
        sampleRaport({ id: 4, status: 'ARCHIVED' as 'APPROVED' }),
      ]),
    );
  },
  play: async () => {
    const rows = await dataRows();
    await expect(rows[2]).toHaveTextContent('Принят');
    await expect(rows[3]).toHaveTextContent('Неизвестно');
    await expect(rows[0]).toHaveTextContent('20.11.2026');
  },
};

const states = registryStateStories({ registry: raportsRegistry.agent, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;

/**
 * /ib-raports for a secret agent: their own IB reports, the IB filing button, and the open IB
 * investigations above them (an IB one has no joint mark nor branch).
 */
export const IbAsSecretAgent: Story = {
  args: { kind: 'ib' },
  parameters: {
    session: { role: 'secret_intelligence_agent' },
    route: '/ib-raports?investigation=7',
  },
  beforeEach({ msw }) {
    msw.use(
      override('get', '/api/v1/ib-report/all', () => [
        sampleRaport({ cautions: ['3.2 АК'], status: 'NEED_IMPROVE' }),
      ]),
      override('get', '/api/v1/ib-investigation/opened', () => [
        { id: 7, faction: 'Yakuza', author: 'Oleg_Volkov', createdAt: '2026-11-22T10:00:00.000Z' },
      ]),
    );
  },
  play: async () => {
    const [row] = await dataRows('Рапорты IB');
    await expect(row).toHaveTextContent('Требуются доработки');
    await expect(page().getByRole('button', { name: 'Подать рапорт IB' })).toBeVisible();
    await expect(await page().findByText(INVESTIGATIONS_TEXT.openTitle(1))).toBeVisible();
    await expect(
      page().getByText(RAPORTS_TEXT.investigationOption(7, 'Yakuza', false)),
    ).toBeVisible();
  },
};

/** /ib-raports for a staff member outside intelligence: the list is for the IB roles, no table. */
export const IbOutsideIntelligence: Story = {
  args: { kind: 'ib' },
  parameters: { session: { role: 'agent_cid' }, route: '/ib-raports' },
  play: async () => {
    await expect(await page().findByText(RAPORTS_TEXT.ibNoAccess)).toBeVisible();
    await expect(page().queryByRole('grid')).toBeNull();
  },
};

const OPENED = '/api/v1/investigation/opened';
/** Two open investigations: a joint one and a DEA one. */
const OPEN_INVESTIGATIONS = [
  {
    id: 41,
    faction: 'Grove Street',
    isJoint: true,
    direction: null,
    author: 'Oleg_Volkov',
    createdAt: '2026-11-20T09:30:00.000Z',
  },
  {
    id: 42,
    faction: 'Vagos',
    isJoint: false,
    direction: 'DEA' as const,
    author: 'Ivan_Petrov',
    createdAt: '2026-11-24T18:05:00.000Z',
  },
];

/**
 * A started investigation's link (its toast's «Открыть»): the open investigations above the list
 * unfold, the linked one marked; folding them again leaves one line.
 */
export const OpenInvestigationLinked: Story = {
  parameters: { route: '/raports?investigation=42' },
  beforeEach({ msw }) {
    msw.use(override('get', OPENED, () => OPEN_INVESTIGATIONS));
  },
  play: async () => {
    const summary = await page().findByText(INVESTIGATIONS_TEXT.openTitle(2));
    const marked = await page().findByText(INVESTIGATIONS_TEXT.openLinked);
    await expect(marked.closest('li')).toHaveTextContent(
      RAPORTS_TEXT.investigationOption(42, 'Vagos', false),
    );
    await expect(marked.closest('li')).toHaveAttribute('aria-current', 'true');
    // A joint investigation names no branch.
    await expect(
      page().getByText(RAPORTS_TEXT.investigationOption(41, 'Grove Street', true)),
    ).toBeVisible();
    await userEvent.click(summary);
    await expect(marked).not.toBeVisible();
  },
};

/** No investigation open: the folded line says 0; unfolded, that none is open. */
export const OpenInvestigationsNone: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', OPENED, () => []));
  },
  play: async () => {
    const summary = await page().findByText(INVESTIGATIONS_TEXT.openTitle(0));
    await expect(page().getByText(INVESTIGATIONS_TEXT.noneOpen)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(page().getByText(INVESTIGATIONS_TEXT.noneOpen)).toBeVisible();
  },
};

/** The open investigations fail to load: the line says so; unfolded, «Повторить» loads them. */
export const OpenInvestigationsFailed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      override('get', OPENED, () =>
        (calls += 1) === 1 ? errorAnswer(500, 'Внутренняя ошибка сервера') : OPEN_INVESTIGATIONS,
      ),
    );
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    const summary = await page().findByText(INVESTIGATIONS_TEXT.openLoadFailed, {
      selector: 'summary',
    });
    await userEvent.click(summary);
    await userEvent.click(page().getByRole('button', { name: UI_TEXT.retry }));
    await expect(await page().findByText(INVESTIGATIONS_TEXT.openTitle(2))).toBeVisible();
  },
};
