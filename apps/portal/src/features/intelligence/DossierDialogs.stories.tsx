import { MESSAGES, statusLabel } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import { toast } from '@fbi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { answering } from '../../shared/testing/actionStories.ts';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { withStepState } from '../../shared/testing/withStepState.tsx';
import {
  clearStaleAnnouncements,
  expectToast,
  fillText,
  findDialog,
} from '../../shared/testing/storyPlay.ts';
import { DossierDialogs, type DossierDialog } from './DossierDialogs.tsx';
import { sampleDossier } from './fixtures.ts';

const BACK = '/api/v1/intelligence/{id}/update/{comment}';
const DIR = '/api/v1/intelligence/{id}/dir-comment/{comment}';
const VIEW = 'Досье: Pavel_Orlov';
const BACK_TITLE = 'Возврат досье на доработку: Pavel_Orlov';
const DIR_TITLE = 'Комментарий директора к досье: Pavel_Orlov';

/** The row dialogs with their switching, starting at `start`. */
const Harness = withStepState(DossierDialogs);

/** The dossier row dialogs (01 §2 Intelligence): send back, director comment, edit wizard. */
const meta = {
  title: 'Portal/Intelligence/DossierDialogs',
  component: Harness,
  args: { start: { step: 'rework', dossier: sampleDossier() } },
  parameters: { session: { role: 'head_intelligence' } },
  // Toasts outlive a story; each story checks only its own.
  beforeEach: () => toast.dismissAll(),
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const approved = sampleDossier({ status: 'APPROVED' });
const dirArgs = { start: { step: 'directorComment', dossier: approved } } satisfies Story['args'];

const sendBack = commentDialogStories<{ start: DossierDialog }>({
  title: BACK_TITLE,
  field: /^Комментарий/,
  submit: 'Вернуть на доработку',
  call: (answer) => override('put', BACK, answer),
  answer: () => sampleDossier({ status: 'NEED_IMPROVE', comment: 'Уточнить должность' }),
  comment: 'Уточнить должность',
  required: MESSAGES.commentEmpty,
  sent: async () => {
    const view = await findDialog(VIEW);
    await expect(view.getByText(statusLabel('ibDossier', 'NEED_IMPROVE'))).toBeVisible();
  },
});

/** Send back without a comment: 'Заполните комментарий!', nothing sent. */
export const SendBackEmpty = sendBack.invalid;
/** Sent back: the view with the new status and comment. */
export const SendBackSent = sendBack.sent;
/** Sending back: pending. */
export const SendBackPending = sendBack.pending;

const director = { args: dirArgs, parameters: { session: { role: 'director' } } } as const;
const secretAgent = {
  args: { start: { step: 'edit', dossier: sampleDossier({ status: 'NEED_IMPROVE' }) } },
  parameters: { session: { role: 'secret_intelligence_agent' } },
} as const;
/** The edit's call failing with `status` and `message`. */
const editFailing = (status: number, message: string) =>
  answering<{ start: DossierDialog }>(
    override('put', '/api/v1/intelligence/{id}/update', () => errorAnswer(status, message)),
  );

/** Goes to the edit wizard's second step and saves; returns the wizard's queries. */
const saveEdit = async () => {
  const dialog = await findDialog('Редактирование досье: Pavel_Orlov');
  await userEvent.click(dialog.getByRole('button', { name: 'Далее' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Сохранить' }));
  return dialog;
};

/** The director's comment on an approved dossier: required, then shown in the view. */
export const DirectorComment: Story = {
  ...director,
  ...answering(override('put', DIR, () => ({ ...approved, dirComment: 'Держать на контроле' }))),
  play: async () => {
    const dialog = await findDialog(DIR_TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
    await expectToast(MESSAGES.commentEmpty);
    await fillText(
      dialog.getByRole('textbox', { name: /^Комментарий директора/ }),
      'Держать на контроле',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
    const view = await findDialog(VIEW);
    await expect(view.getByText('Держать на контроле')).toBeVisible();
    clearStaleAnnouncements();
  },
};

/** 403 on the director's comment: the text stays. */
export const DirectorCommentForbidden: Story = {
  ...director,
  ...answering(override('put', DIR, () => errorAnswer(403, 'У вас нет доступа к этой функции'))),
  play: async () => {
    const dialog = await findDialog(DIR_TITLE);
    const field = dialog.getByRole('textbox', { name: /^Комментарий директора/ });
    await fillText(field, 'Держать на контроле');
    await userEvent.click(dialog.getByRole('button', { name: 'Отправить' }));
    await expectToast('У вас нет доступа к этой функции');
    await expect(field).toHaveValue('Держать на контроле');
  },
};

/** The secret agent's edit wizard, prefilled; a 409 keeps the input. */
export const EditConflict: Story = {
  ...secretAgent,
  ...editFailing(409, 'Нельзя изменить досье: текущий статус «Принят»'),
  play: async () => {
    const wizard = await findDialog('Редактирование досье: Pavel_Orlov');
    await expect(wizard.getByRole('textbox', { name: /^Ник/ })).toHaveValue('Pavel_Orlov');
    const dialog = await saveEdit();
    await expectToast('Нельзя изменить досье: текущий статус «Принят»');
    await expect(dialog.getByText('Контрабанда оружия')).toBeVisible();
  },
};

/** A server error on the edit. */
export const EditServerError: Story = {
  ...secretAgent,
  ...editFailing(500, 'Внутренняя ошибка сервера'),
  play: async () => {
    await saveEdit();
    await expectToast('Внутренняя ошибка сервера');
  },
};
