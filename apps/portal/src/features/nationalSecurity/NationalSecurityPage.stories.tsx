import { NATIONAL_SECURITY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleReport } from './fixtures.ts';
import { NationalSecurityPage } from './NationalSecurityPage.tsx';
import { nationalSecurityRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/national-security/all';
const ROWS = [
  sampleReport({ id: 2, author: 'Nikita_Sovetnik', mark: 7 }),
  sampleReport({ id: 1, author: 'Old_Report', mark: 10, status: 'APPROVED' }),
];

/** /national-security (02 §2.8): filters, N/10 marks, rows opening the view. */
const meta = {
  title: 'Portal/NationalSecurity/NationalSecurityPage',
  component: NationalSecurityPage,
  parameters: {
    session: { role: 'national_security_inspector' },
    route: '/national-security',
    layout: 'fullscreen',
  },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => ROWS));
  },
} satisfies Meta<typeof NationalSecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Национальная безопасность' });

/** The inspector: marks as N/10, the creation button, a row opens the view. */
export const AsInspector: Story = {
  play: async () => {
    const table = await grid();
    await expect(await within(table).findByText('7/10')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Оценка безопасности' })).toBeVisible();
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Nikita_Sovetnik' }));
    await findDialog(`${T.viewTitle}: Nikita_Sovetnik`);
  },
};

/** A visitor (role user): the public list, rows do not open, no creation button. */
export const AsVisitor: Story = {
  parameters: { session: { role: 'user' } },
  play: async () => {
    const table = await grid();
    await userEvent.click(await within(table).findByRole('rowheader', { name: 'Old_Report' }));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().queryByRole('button', { name: 'Оценка безопасности' })).toBeNull();
  },
};

/** Filtered by the URL: the empty text for filters. */
export const FilteredEmpty: Story = {
  parameters: { route: '/national-security?nick=Nobody_Here' },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => []));
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.listEmptyFiltered)).toBeVisible();
    await expect(page().getByRole('textbox', { name: T.authorNick })).toHaveValue('Nobody_Here');
  },
};

const states = registryStateStories({ registry: nationalSecurityRegistry, list: LIST });

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
