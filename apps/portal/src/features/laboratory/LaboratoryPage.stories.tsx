import { REGISTRY_TEXT, SUSPECTS_TEXT, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, page, findDataRows } from '../../shared/testing/storyPlay.ts';
import { sampleLabRequest } from './fixtures.ts';
import { LaboratoryPage } from './LaboratoryPage.tsx';
import { laboratoryRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/laboratory/all';

/** The laboratory, /laboratory (03 §2, §6). */
const meta = {
  title: 'Portal/Laboratory/LaboratoryPage',
  component: LaboratoryPage,
  parameters: { session: { role: 'criminalist' }, route: '/laboratory', layout: 'fullscreen' },
} satisfies Meta<typeof LaboratoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Криминалистическая лаборатория' });
const dataRows = async () => findDataRows(await grid());

/** One page of fixed rows: on check, in progress, done. */
const FIXED = {
  items: [
    sampleLabRequest(),
    sampleLabRequest({ id: 7002, status: 'IN_PROGRESS', approver: 'Anna_Smirnova' }),
    sampleLabRequest({ id: 7003, status: 'CANCELED', comment: 'Нет материалов' }),
  ],
  totalItems: 3,
};

/** As a criminalist: 10 rows and the request button. */
export const AsCriminalist: Story = {
  play: async () => {
    await expect(await dataRows()).toHaveLength(10);
    await expect(page().getByRole('button', { name: 'Запрос экспертизы' })).toBeVisible();
  },
};

/** Fallbacks: 'Не назначен', 'Нет', a comment; a row opens the detail. */
export const OpenDetail: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => FIXED));
  },
  play: async () => {
    const [first] = await dataRows();
    if (!first) throw new Error('no rows');
    await expect(first).toHaveTextContent(UI_TEXT.noApprover);
    await expect(first).toHaveTextContent(UI_TEXT.noCommentShort);
    const [cell] = within(first).getAllByRole('gridcell');
    if (!cell) throw new Error('no cells');
    await userEvent.click(cell);
    await findDialog('Запрос экспертизы №7001');
  },
};

/** A visitor: a row that is not done does not open. */
export const AsVisitor: Story = {
  parameters: { session: { role: 'user' } },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => FIXED));
  },
  play: async () => {
    const [first] = await dataRows();
    const [cell] = within(first as HTMLElement).getAllByRole('gridcell');
    await userEvent.click(cell as HTMLElement);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

const states = registryStateStories({
  registry: laboratoryRegistry,
  list: LIST,
  filteredRoute: '/laboratory?nick=Nobody_Here',
});

/** Nothing matches the filters. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;

/**
 * A link to a done request (`?open=<id>`): it opens as a document in a new tab, which a browser
 * allows only on a press, so the link shows the button that opens it.
 */
export const DocumentFromLink: Story = {
  parameters: { route: '/laboratory?open=7004' },
  beforeEach({ msw }) {
    const done = sampleLabRequest({ id: 7004, status: 'DONE', approver: 'Anna_Smirnova' });
    msw.use(override('get', LIST, () => ({ items: [...FIXED.items, done], totalItems: 4 })));
  },
  play: async () => {
    const dialog = await findDialog(SUSPECTS_TEXT.labReport);
    await expect(dialog.getByText(REGISTRY_TEXT.recordOpensAsDocument)).toBeVisible();
    await expect(dialog.getByRole('button', { name: SUSPECTS_TEXT.labReport })).toBeVisible();
    // The footer's «Закрыть» (the header's ✕ has the same name).
    await expect(dialog.getByText(UI_TEXT.close)).toBeVisible();
  },
};
