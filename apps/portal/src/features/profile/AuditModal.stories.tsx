import { PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { AuditModal } from './AuditModal.tsx';
import { sampleAudit } from './fixtures.ts';

const LIST = '/api/v1/audit/nick/{nick}';
const DELETE = '/api/v1/audit/{id}/delete';
const TITLE = `${UI_TEXT.staffAudit}: Ivan_Petrov`;
const ENTRIES = [
  sampleAudit({ id: 1, type: 'PROMOTION' }),
  sampleAudit({ id: 2, type: 'POSITION', rang: null, position: 'Детектив' }),
  sampleAudit({ id: 3, type: 'INACTIVE', rang: null }),
  // An unknown type from the server is labelled 'Неизвестно' (02 §3).
  { ...sampleAudit({ id: 4 }), type: 'OTHER' as 'PROMOTION' },
];

/** The staff audit modal (02 §2.11, §3 Audit entry). */
const meta = {
  title: 'Portal/Profile/AuditModal',
  component: AuditModal,
  args: { nick: 'Ivan_Petrov', onClose: fn() },
  parameters: { session: { role: 'hr_inspector' } },
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => ENTRIES));
  },
} satisfies Meta<typeof AuditModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hr_inspector: the four type labels, 'Отчёт' and 'Удалить' on every entry. */
export const AsHrInspector: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    for (const label of ['Изменение ранга', 'Изменение должности', 'Инактив', 'Неизвестно'])
      await expect(await dialog.findByText(label)).toBeVisible();
    await expect(dialog.getAllByRole('button', { name: /^Отчёт/ })).toHaveLength(4);
    await expect(dialog.getAllByRole('button', { name: /^Удалить/ })).toHaveLength(4);
  },
};

/** The auditor: reports only, no 'Удалить'. */
export const AsAuditor: Story = {
  parameters: { session: { role: 'auditor' } },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await dialog.findByText('Изменение ранга');
    await expect(dialog.queryByRole('button', { name: /^Удалить/ })).toBeNull();
  },
};

/** No entries. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => []));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByText(T.auditEmpty)).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, neverAnswer));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect((await dialog.findAllByText('Загрузка…')).length).toBeGreaterThan(0);
  },
};

/** A failed load: the toast and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(override('get', LIST, () => errorAnswer(403, 'У вас нет доступа к этой функции')));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByRole('button', { name: UI_TEXT.retry })).toBeVisible();
    await expectToast('У вас нет доступа к этой функции');
  },
};

/** While a deletion is sent: that entry's button pending, the others disabled. */
export const DeletePending: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, neverAnswer));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await dialog.findByText('Изменение ранга');
    const [first] = dialog.getAllByRole('button', { name: /^Удалить/ });
    if (!first) throw new Error('no delete button');
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('data-pending'));
  },
};

/** 500 on deletion: the message, the entries stay. */
export const DeleteServerError: Story = {
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async () => {
    const dialog = await findDialog(TITLE);
    await dialog.findByText('Изменение ранга');
    const [first] = dialog.getAllByRole('button', { name: /^Удалить/ });
    if (!first) throw new Error('no delete button');
    await userEvent.click(first);
    await expectToast('Внутренняя ошибка сервера');
    await expect(
      within(page().getByRole('dialog')).getAllByRole('button', { name: /^Удалить/ }),
    ).toHaveLength(4);
  },
};
