import { ACADEMY_TEMPLATES_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { findDialog, findGridRows, firstDataCell, page } from '../../shared/testing/storyPlay.ts';
import { AcademyTemplatesPage } from './AcademyTemplatesPage.tsx';
import { sampleTemplate } from './fixtures.ts';
import { academyTemplatesRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/academy-template/all';
const GRID = 'Шаблоны академии';

/** /academy-templates (03 §2): the templates; only the director opens a row. */
const meta = {
  title: 'Portal/Academy/AcademyTemplatesPage',
  component: AcademyTemplatesPage,
  parameters: { session: { role: 'director' }, route: '/academy-templates', layout: 'fullscreen' },
} satisfies Meta<typeof AcademyTemplatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the director: every template, the create button. */
export const AsDirector: Story = {
  play: async () => {
    await expect((await findGridRows(GRID)).length).toBeGreaterThan(1);
    await expect(page().getByRole('button', { name: 'Создать шаблон' })).toBeVisible();
  },
};

/** The director opens an INACTIVE template: the edit modal. */
export const OpenInactive: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => [sampleTemplate()]));
  },
  play: async () => {
    await userEvent.click(await firstDataCell(GRID));
    await findDialog(`${T.editTitle}: ${sampleTemplate().name}`);
  },
};

/** The director opens the ACTIVE template: read-only. */
export const OpenActive: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => [sampleTemplate({ status: 'ACTIVE' })]));
  },
  play: async () => {
    await userEvent.click(await firstDataCell(GRID));
    const dialog = await findDialog(`${T.viewTitle}: ${sampleTemplate().name}`);
    await expect(dialog.getByText(T.readOnlyNote)).toBeVisible();
  },
};

/** Another role sees the list; rows do not open and there is no create button. */
export const AsHeadOfAcademy: Story = {
  parameters: { session: { role: 'head_national_academy' } },
  play: async () => {
    await userEvent.click(await firstDataCell(GRID));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().queryByRole('button', { name: 'Создать шаблон' })).toBeNull();
  },
};

const states = registryStateStories({ registry: academyTemplatesRegistry, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
