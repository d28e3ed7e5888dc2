import { ACTS_TEXT, HISTORY_TEXT, statusLabel, UI_TEXT } from '@fbi/domain';
import type { components } from '@fbi/api';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent } from 'storybook/test';
import { apiGet } from '../../call.ts';
import { page } from '../../testing/storyPlay.ts';
import { RecordHistory } from './RecordHistory.tsx';

const HISTORY = '/api/v1/history/{kind}/{id}';

const AN_HOUR_AGO = '2026-11-20T11:00:00.000Z';
const TWO_HOURS_AGO = '2026-11-20T10:00:00.000Z';

/** An act sent back to consideration with a verdict, after its author changed its description. */
const EDITED_ACT: components['schemas']['RecordEvent'][] = [
  {
    type: 'DECIDED',
    author: 'Darya_Zimina',
    createdAt: AN_HOUR_AGO,
    comment: 'Доказательств недостаточно',
    fromStatus: 'NEW',
    toStatus: 'DECLINED',
    changes: [],
  },
  {
    type: 'EDITED',
    author: 'Ivan_Petrov',
    createdAt: TWO_HOURS_AGO,
    comment: null,
    fromStatus: null,
    toStatus: null,
    changes: [
      { field: 'description', before: 'Стрельба у мэрии', after: 'Стрельба у мэрии, двое раненых' },
      { field: 'executeBy', before: null, after: '21.11.2026' },
    ],
  },
  {
    type: 'CREATED',
    author: 'Ivan_Petrov',
    createdAt: TWO_HOURS_AGO,
    comment: null,
    fromStatus: null,
    toStatus: null,
    changes: [],
  },
];

/** A record's history in its dialog (issue 26): the optional history operation's events. */
const meta = {
  title: 'Portal/Shared/RecordHistory',
  component: RecordHistory,
  args: { path: '/acts', id: 1 },
  parameters: { session: { role: 'director' } },
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An edit shows each changed field with its registry's label, before → after; a decision its comment. */
export const WithEditDiff: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', HISTORY, () => EDITED_ACT));
  },
  play: async () => {
    const section = await page().findByRole('region', { name: HISTORY_TEXT.title });
    await expect(section).toBeInTheDocument();
    await expect(
      await page().findByText(
        HISTORY_TEXT.change(
          ACTS_TEXT.description,
          'Стрельба у мэрии',
          'Стрельба у мэрии, двое раненых',
        ),
      ),
    ).toBeInTheDocument();
    await expect(
      page().getByText(
        HISTORY_TEXT.change(ACTS_TEXT.executeBy, HISTORY_TEXT.emptyValue, '21.11.2026'),
      ),
    ).toBeInTheDocument();
    await expect(
      page().getByText(
        HISTORY_TEXT.transition(
          HISTORY_TEXT.decided,
          statusLabel('act', 'NEW'),
          statusLabel('act', 'DECLINED'),
        ),
      ),
    ).toBeInTheDocument();
    await expect(page().getByText('Доказательств недостаточно')).toBeInTheDocument();
    const items = page().getAllByRole('listitem');
    // Newest first: the decision, then the edit, then the filing.
    await expect(items[0]).toHaveTextContent(HISTORY_TEXT.decided);
    await expect(items.at(-1)).toHaveTextContent(HISTORY_TEXT.created);
  },
};

/** A server without the history extension answers 404: the panel says so, nothing else. */
export const Unavailable: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', HISTORY, () => errorAnswer(404, 'Not Found')));
  },
  play: async () => {
    await expect(await page().findByText(HISTORY_TEXT.unavailable)).toBeInTheDocument();
    await expect(page().queryByRole('alert')).toBeNull();
    await expect(page().queryByRole('button', { name: UI_TEXT.retry })).toBeNull();
  },
};

/** While the history loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', HISTORY, neverAnswer));
  },
  play: async () => {
    await expect(await page().findByText(HISTORY_TEXT.loading)).toBeInTheDocument();
  },
};

/** A failure other than 404: the panel says so and «Повторить» asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      override('get', HISTORY, () =>
        ++calls === 1 ? errorAnswer(500, 'Внутренняя ошибка сервера') : EDITED_ACT,
      ),
    );
  },
  play: async () => {
    await expect(await page().findByText(HISTORY_TEXT.failed)).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: UI_TEXT.retry }));
    await expect(await page().findByText(HISTORY_TEXT.created)).toBeInTheDocument();
  },
};

/** The newest act of the mock, with the history the mock seeds for it. */
function NewestAct() {
  const act = useQuery({
    queryKey: ['story', 'newestAct'],
    queryFn: () => apiGet('/api/v1/act/all', { query: { page: 0, size: 1 } }),
  });
  const first = act.data?.items[0];
  return first ? <RecordHistory path="/acts" id={first.id} /> : null;
}

/** The mock's own answer: a seeded act's filing by its author comes last. */
export const Seeded: Story = {
  render: () => <NewestAct />,
  play: async () => {
    await page().findByRole('region', { name: HISTORY_TEXT.title });
    const items = await page().findAllByRole('listitem');
    await expect(items.at(-1)).toHaveTextContent(HISTORY_TEXT.created);
  },
};
