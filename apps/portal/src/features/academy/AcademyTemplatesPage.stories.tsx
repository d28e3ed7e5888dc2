import { ACADEMY_TEMPLATES_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectToast,
  findDialog,
  page,
  expectLoadingTable,
} from '../../shared/testing/storyPlay.ts';
import { AcademyTemplatesPage } from './AcademyTemplatesPage.tsx';
import { sampleTemplate } from './fixtures.ts';
import { dataRows, firstCell } from './storyPlay.ts';

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
    await expect((await dataRows(GRID)).length).toBeGreaterThan(1);
    await expect(page().getByRole('button', { name: 'Создать шаблон' })).toBeVisible();
  },
};

/** The director opens an INACTIVE template: the edit modal. */
export const OpenInactive: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => [sampleTemplate()]));
  },
  play: async () => {
    await userEvent.click(await firstCell(GRID));
    await findDialog(`${T.editTitle}: ${sampleTemplate().name}`);
  },
};

/** The director opens the ACTIVE template: read-only. */
export const OpenActive: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => [sampleTemplate({ status: 'ACTIVE' })]));
  },
  play: async () => {
    await userEvent.click(await firstCell(GRID));
    const dialog = await findDialog(`${T.viewTitle}: ${sampleTemplate().name}`);
    await expect(dialog.getByText(T.readOnlyNote)).toBeVisible();
  },
};

/** Another role sees the list; rows do not open and there is no create button. */
export const AsHeadOfAcademy: Story = {
  parameters: { session: { role: 'head_national_academy' } },
  play: async () => {
    await userEvent.click(await firstCell(GRID));
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(page().queryByRole('button', { name: 'Создать шаблон' })).toBeNull();
  },
};

/** No templates yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => []));
  },
  play: async () => {
    await expect(await page().findByText(UI_TEXT.listEmpty)).toBeVisible();
  },
};

/** The first load: skeleton rows. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, neverAnswer));
  },
  play: () => expectLoadingTable(GRID),
};

/** A failed load: the error toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      override('get', LIST, () =>
        (calls += 1) === 1 ? errorAnswer(500, 'Внутренняя ошибка сервера') : [],
      ),
    );
  },
  play: async () => {
    await expectToast('Внутренняя ошибка сервера');
    await userEvent.click(await page().findByRole('button', { name: UI_TEXT.retry }));
    await expect(await page().findByText(UI_TEXT.listEmpty)).toBeVisible();
  },
};
