import { PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override, type OverrideAnswer } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answering } from '../../shared/testing/actionStories.ts';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { AuditModal, type AuditModalProps } from './AuditModal.tsx';
import { sampleAudit } from './fixtures.ts';

const LIST = '/api/v1/audit/nick/{nick}';
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
  ...answering(override('get', LIST, () => ENTRIES)),
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

const list = (answer: () => OverrideAnswer | Promise<OverrideAnswer>) =>
  answering<AuditModalProps>(override('get', LIST, answer));
const deleting = (answer: () => OverrideAnswer | Promise<OverrideAnswer>) =>
  answering<AuditModalProps>(override('delete', '/api/v1/audit/{id}/delete', answer));

/** Presses the first entry's 'Удалить' once the entries are in, and returns it. */
const deleteFirst = async () => {
  const dialog = await findDialog(TITLE);
  await dialog.findByText('Изменение ранга');
  const [first] = dialog.getAllByRole('button', { name: /^Удалить/ });
  if (!first) throw new Error('no delete button');
  await userEvent.click(first);
  return first;
};

/** No entries. */
export const Empty: Story = {
  ...list(() => []),
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByText(T.auditEmpty)).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  ...list(neverAnswer),
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect((await dialog.findAllByText('Загрузка…')).length).toBeGreaterThan(0);
  },
};

/** A failed load: the toast and a retry. */
export const LoadError: Story = {
  ...list(() => errorAnswer(403, 'У вас нет доступа к этой функции')),
  play: async () => {
    const dialog = await findDialog(TITLE);
    await expect(await dialog.findByRole('button', { name: UI_TEXT.retry })).toBeVisible();
    await expectToast('У вас нет доступа к этой функции');
  },
};

/** While a deletion is sent: that entry's button pending, the others disabled. */
export const DeletePending: Story = {
  ...deleting(neverAnswer),
  play: async () => {
    const first = await deleteFirst();
    await waitFor(() => expect(first).toHaveAttribute('data-pending'));
  },
};

/** 500 on deletion: the message, the entries stay. */
export const DeleteServerError: Story = {
  ...deleting(() => errorAnswer(500, 'Внутренняя ошибка сервера')),
  play: async () => {
    await deleteFirst();
    await expectToast('Внутренняя ошибка сервера');
    await expect(
      within(page().getByRole('dialog')).getAllByRole('button', { name: /^Удалить/ }),
    ).toHaveLength(4);
  },
};
