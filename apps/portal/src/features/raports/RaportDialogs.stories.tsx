import { MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { withStepState } from '../../shared/testing/withStepState.tsx';
import {
  clearStaleAnnouncements,
  expectToast,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { sampleRaport } from './fixtures.ts';
import { RaportDialogs, type RaportDialog } from './RaportDialogs.tsx';
import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { answering } from '../../shared/testing/actionStories.ts';

const REWORK = '/api/v1/report/{id}/update/{comment}';
const UPDATE = '/api/v1/report/{id}/update';
const VIEW = 'Рапорт №3: Ballas';
const REWORK_TITLE = 'Отправка рапорта на доработку №3';
const EDIT_TITLE = 'Редактирование рапорта №3';

/** The row dialogs with their switching, starting at `start`. */
const Harness = withStepState(RaportDialogs);

/** The report row dialogs (01 §2): rework comment and edit form, back to the view. */
const meta = {
  title: 'Portal/Raports/RaportDialogs',
  component: Harness,
  args: { kind: 'agent', start: { step: 'rework', raport: sampleRaport() } },
  parameters: { session: { role: 'head_cid' } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const needImprove = sampleRaport({ status: 'NEED_IMPROVE', comment: 'Добавьте видео' });
const editArgs = { start: { step: 'edit', raport: needImprove } } satisfies Story['args'];
const textbox = async (title: string, label: string) =>
  (await findDialog(title)).getByRole('textbox', { name: new RegExp(`^${label}`) });

const rework = commentDialogStories<{ kind: InvestigativeKind; start: RaportDialog }>({
  title: REWORK_TITLE,
  field: /^Комментарий/,
  submit: 'Отправить',
  call: (answer) => override('put', REWORK, answer),
  answer: () => needImprove,
  comment: 'Добавьте видео',
  required: MESSAGES.commentEmpty,
  sent: async () => {
    const view = await findDialog(VIEW);
    await expect(view.getByText('Требуются доработки')).toBeVisible();
    await expect(view.getByText('Добавьте видео')).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog', { name: REWORK_TITLE })).toBeNull());
  },
});

/** The empty rework comment, focused. */
export const ReworkEmpty = rework.empty;
/** Sent without a comment: 'Заполните комментарий!' in the toast and under the field. */
export const ReworkInvalid = rework.invalid;
/**
 * Sent: back to the view with the updated report, its status and the comment, as the MW report's
 * rework does (issue: MW rework kept its dialog, raport rework closed it).
 */
export const ReworkSent = rework.sent;
/** While sending: Cancel disabled. */
export const ReworkPending = rework.pending;
/** 403: the comment stays. */
export const ReworkForbidden = rework.failing(403, 'У вас нет доступа к этой функции');
/** 409: approved meanwhile; the comment stays. */
export const ReworkConflict = rework.failing(
  409,
  'Нельзя отправить рапорт на доработку: текущий статус «Принят»',
);
/** 500: the comment stays. */
export const ReworkServerError = rework.failing(500, 'Внутренняя ошибка сервера');

/** Cancel returns to the view modal. */
export const ReworkCancelToView: Story = {
  play: async () => {
    const dialog = await findDialog(REWORK_TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await expect((await findDialog(VIEW)).getByText('Нет комментария')).toBeVisible();
  },
};

/** The edit form prefilled with the report (agent_cid, the author). */
export const EditFilled: Story = {
  args: editArgs,
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    const dialog = await findDialog(EDIT_TITLE);
    await expect(await textbox(EDIT_TITLE, 'Описание')).toHaveValue(needImprove.description);
    await expect(dialog.getByText('12.1 УК')).toBeVisible();
    await expect(dialog.getAllByRole('link')).toHaveLength(2);
  },
};

/** Removes every entry of the list whose remove buttons name `what` (re-found after each). */
const removeAll = async (what: RegExp) => {
  const dialog = await findDialog(EDIT_TITLE);
  for (;;) {
    const [next] = dialog.queryAllByRole('button', { name: what });
    if (!next) return;
    await userEvent.click(next);
  }
};

const editInvalid = (clear: () => Promise<void>, message: string): Story => ({
  args: editArgs,
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await clear();
    await userEvent.click(
      (await findDialog(EDIT_TITLE)).getByRole('button', { name: 'Сохранить' }),
    );
    await expectToast(message);
  },
});

/** Description emptied: 'Описание не может быть пустым'. */
export const EditDescriptionEmpty = editInvalid(
  async () => userEvent.clear(await textbox(EDIT_TITLE, 'Описание')),
  MESSAGES.descriptionEmpty,
);
/** Every article removed: 'Нужно добавить хотя бы одну статью'. */
export const EditArticlesEmpty = editInvalid(() => removeAll(/УК»$/), MESSAGES.articlesEmpty);
/** Every link removed: 'Нужно добавить хотя бы одну ссылку'. */
export const EditLinksEmpty = editInvalid(() => removeAll(/imgur/), MESSAGES.linksEmpty);

/** An article in the wrong format is refused on entry (agent reports take N.N УК only). */
export const EditArticleFormat: Story = {
  args: editArgs,
  parameters: { session: { role: 'agent_cid' } },
  play: async () => {
    await userEvent.type(await textbox(EDIT_TITLE, 'Статьи УК'), '3.2 АК{Enter}');
    const dialog = await findDialog(EDIT_TITLE);
    await expect(dialog.queryByText('3.2 АК', { selector: 'li *' })).toBeNull();
    await expect(await textbox(EDIT_TITLE, 'Статьи УК')).toHaveValue('3.2 АК');
  },
};

/** Saved: the dialogs close. */
export const EditSaved: Story = {
  args: editArgs,
  parameters: { session: { role: 'agent_cid' } },
  ...answering(override('put', UPDATE, () => sampleRaport())),
  play: async () => {
    await userEvent.click(
      (await findDialog(EDIT_TITLE)).getByRole('button', { name: 'Сохранить' }),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // The pending Save button is gone with the dialogs; its live announcement would dangle.
    clearStaleAnnouncements();
  },
};

/** While saving: Cancel disabled. */
export const EditPending: Story = {
  args: editArgs,
  parameters: { session: { role: 'agent_cid' } },
  ...answering(override('put', UPDATE, neverAnswer)),
  play: async () => {
    const dialog = await findDialog(EDIT_TITLE);
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled());
  },
};

const editFailing = (status: number, message: string): Story => ({
  args: editArgs,
  parameters: { session: { role: 'agent_cid' } },
  ...answering(override('put', UPDATE, () => errorAnswer(status, message))),
  play: async () => {
    await userEvent.click(
      (await findDialog(EDIT_TITLE)).getByRole('button', { name: 'Сохранить' }),
    );
    await expectToast(message);
    await expect(await textbox(EDIT_TITLE, 'Описание')).toHaveValue(needImprove.description);
  },
});

/** 403: not the author; the form stays. */
export const EditForbidden = editFailing(403, 'У вас нет доступа к этой функции');
/** 409: approved meanwhile; the form stays. */
export const EditConflict = editFailing(409, 'Нельзя изменить рапорт: текущий статус «Принят»');
/** 500: the form stays. */
export const EditServerError = editFailing(500, 'Внутренняя ошибка сервера');

/** An IB report's edit takes N.N УК/АК/ФП (secret agent). */
export const IbEditArticle: Story = {
  args: { kind: 'ib', start: { step: 'edit', raport: needImprove } },
  parameters: { session: { role: 'secret_intelligence_agent' } },
  play: async () => {
    await userEvent.type(await textbox(EDIT_TITLE, 'Статьи'), '3.2 АК{Enter}');
    await expect((await findDialog(EDIT_TITLE)).getByText('3.2 АК')).toBeVisible();
  },
};
