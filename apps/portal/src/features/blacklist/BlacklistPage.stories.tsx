import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearStaleAnnouncements,
  expectToast,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { BlacklistPage } from './BlacklistPage.tsx';
import { sampleBlacklistEntry } from './fixtures.ts';
import { blacklistRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/blacklist/all';
const DELETE = '/api/v1/blacklist/{id}/delete';
const ENTRIES = [1, 2, 5, 7].map((daysCount, i) =>
  sampleBlacklistEntry({ id: 8001 + i, nick: `Ivan_Petrov${'abcd'[i]}`, daysCount }),
);

/** The state blacklist, /blacklist (02 §2.4). */
const meta = {
  title: 'Portal/Blacklist/BlacklistPage',
  component: BlacklistPage,
  parameters: {
    session: { role: 'professional_standards_inspector' },
    route: '/blacklist',
    layout: 'fullscreen',
  },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => ENTRIES));
  },
} satisfies Meta<typeof BlacklistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = () => page().findByRole('grid', { name: 'Государственный чёрный список' });
const rows = async () => {
  const table = await grid();
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ENTRIES.length + 1));
  return within(table).getAllByRole('row').slice(1);
};

/** The periods in Russian plurals: 1 день, 2 дня, 5 дней, 7 дней; Delete per row. */
export const AsInspector: Story = {
  play: async () => {
    const shown = await rows();
    const periods = ['1 день', '2 дня', '5 дней', '7 дней'];
    for (const [i, row] of shown.entries()) await expect(row).toHaveTextContent(periods[i] ?? '');
    await expect(page().getByRole('button', { name: 'Добавить в чёрный список' })).toBeVisible();
  },
};

/** A visitor (no role) sees the list only. */
export const AsVisitor: Story = {
  parameters: { session: { role: 'user' } },
  play: async () => {
    await rows();
    await expect(page().queryByRole('button', { name: /^Удалить/ })).toBeNull();
  },
};

const openDelete = async () => {
  const [row] = await rows();
  await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /^Удалить/ }));
  return findDialog('Удаление из чёрного списка', 'alertdialog');
};

/** Delete asks for confirmation naming the person. */
export const DeleteConfirm: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => new Response(null, { status: 204 })));
  },
  play: async () => {
    const dialog = await openDelete();
    await expect(dialog.getByText(/Ivan_Petrova/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.delete }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    // The confirmation's pending announcement outlives its button (see clearStaleAnnouncements).
    clearStaleAnnouncements();
  },
};

/** While deleting. */
export const DeletePending: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, neverAnswer));
  },
  play: async () => {
    const dialog = await openDelete();
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.delete }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const failing = (status: number, message: string): Story => ({
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => errorAnswer(status, message)));
  },
  play: async () => {
    const dialog = await openDelete();
    await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.delete }));
    await expectToast(message);
  },
});

/** 403. */
export const DeleteForbidden = failing(403, 'У вас нет доступа к этой функции');
/** 500. */
export const DeleteServerError = failing(500, 'Внутренняя ошибка сервера');

const states = registryStateStories({ registry: blacklistRegistry, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
