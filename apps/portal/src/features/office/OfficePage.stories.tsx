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
import { sampleOfficeRequest } from './fixtures.ts';
import { OfficePage } from './OfficePage.tsx';
import { officeRegistry } from './registry.ts';
import { registryStateStories } from '../../shared/testing/registryStories.ts';

const LIST = '/api/v1/office/all';
const DELETE = '/api/v1/office/{id}/delete';
const REQUESTS = [
  sampleOfficeRequest({ id: 5001 }),
  sampleOfficeRequest({
    id: 5002,
    author: 'Oleg_Ivanov',
    status: 'APPROVED',
    level: 'Секретный',
    approver: 'Anna_Smirnova',
  }),
  sampleOfficeRequest({
    id: 5003,
    author: 'Pavel_Sidorov',
    status: 'DECLINED',
    approver: 'Anna_Smirnova',
    comment: 'Нет оснований',
  }),
];

/** The office passes, /office (02 §2.6). */
const meta = {
  title: 'Portal/Office/OfficePage',
  component: OfficePage,
  parameters: { session: { role: 'director' }, route: '/office', layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => REQUESTS));
  },
} satisfies Meta<typeof OfficePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => {
  const table = await page().findByRole('grid', { name: 'Пропуска в офис' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(REQUESTS.length + 1));
  return within(table).getAllByRole('row').slice(1);
};
const openRow = async (index: number) => {
  const [cell] = within((await rows())[index] as HTMLElement).getAllByRole('gridcell');
  await userEvent.click(cell as HTMLElement);
};

/** Opens the approved request, presses Delete and confirms; returns the confirmation. */
const confirmDeletion = async () => {
  await openRow(1);
  const view = await findDialog('Заявка на допуск: Oleg_Ivanov');
  await userEvent.click(view.getByRole('button', { name: 'Удалить' }));
  const confirm = await findDialog('Удаление заявки', 'alertdialog');
  await userEvent.click(confirm.getByRole('button', { name: UI_TEXT.delete }));
  return confirm;
};

/** «Не назначен», «Не выдан», the level; the director opens a request on check. */
export const AsDirector: Story = {
  play: async () => {
    const [onCheck, approved] = await rows();
    await expect(onCheck).toHaveTextContent('Не назначен');
    await expect(onCheck).toHaveTextContent('Не выдан');
    await expect(approved).toHaveTextContent('Секретный');
    await openRow(0);
    await findDialog('Заявка на допуск: John_Walker');
  },
};

/** A declined row does not open. */
export const DeclinedDoesNotOpen: Story = {
  play: async () => {
    await openRow(2);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Others view only. */
export const AsAgent: Story = {
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await openRow(0);
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** An approved request: Delete asks for confirmation. */
export const DeleteConfirm: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => new Response(null, { status: 204 })));
  },
  play: async () => {
    await confirmDeletion();
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    // The confirmation's pending announcement outlives its button (see clearStaleAnnouncements).
    clearStaleAnnouncements();
  },
};

/** A failed delete keeps the confirmation open with the toast. */
export const DeleteServerError: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    await confirmDeletion();
    await expectToast('Внутренняя ошибка сервера');
  },
};

/** While deleting. */
export const DeletePending: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, neverAnswer));
  },
  play: async () => {
    const confirm = await confirmDeletion();
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const states = registryStateStories({ registry: officeRegistry, list: LIST });

/** An empty list. */
export const Empty = states.empty;

/** The first load: skeleton rows under the table's name. */
export const Loading = states.loading;

/** A failed load: the error toast; «Повторить» loads the list. */
export const LoadError = states.loadError;
