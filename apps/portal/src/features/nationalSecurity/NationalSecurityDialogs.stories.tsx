import { MESSAGES, NATIONAL_SECURITY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { updateSession } from '../../shared/sessionStorage.ts';
import { actionStories, withSteps } from '../../shared/testing/actionStories.ts';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { chooseOption, expectToast } from '../../shared/testing/storyPlay.ts';
import { sampleReport } from './fixtures.ts';
import {
  NationalSecurityDialogs,
  type NationalSecurityDialog,
} from './NationalSecurityDialogs.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

type NationalSecurityDialogsProps = RowDialogsProps<NationalSecurityDialog>;

const report = sampleReport();
const VIEW = `${T.viewTitle}: ${report.author}`;
const REWORK = `${T.reworkTitle}: ${report.author}`;
const EDIT = `${T.editTitle}: ${report.author}`;

/** The dialogs of a national security report (02 §2.8, §4, §6). */
const meta = {
  title: 'Portal/NationalSecurity/NationalSecurityDialogs',
  component: NationalSecurityDialogs,
  args: { dialog: { step: 'view', report }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'national_security_inspector' } },
  beforeEach() {
    // The caller filed the report: a pure advisor edits only their own (02 §6).
    updateSession({ nick: report.author });
  },
} satisfies Meta<typeof NationalSecurityDialogs>;

export default meta;

const view = recordViewStories<NationalSecurityDialogsProps>(VIEW);
const approve = actionStories<NationalSecurityDialogsProps>({
  press: () => view.choose(UI_TEXT.changeStatus, T.approve),
  call: (answer) => override('put', '/api/v1/national-security/{id}/approve', answer),
  answer: () => sampleReport({ status: 'APPROVED' }),
  callback: (args) => args.onClose,
  pending: () =>
    waitFor(async () => expect(await view.button(UI_TEXT.changeStatus)).toBeDisabled()),
});
const viewOf = (changes: Parameters<typeof sampleReport>[0]) => ({
  dialog: { step: 'view' as const, report: sampleReport(changes) },
});

/** The inspector's view: 'Нет комментария', no Edit, both status items enabled. */
export const ViewAsInspector = view.variant({
  shows: [UI_TEXT.noComment],
  absent: [UI_TEXT.change],
  menu: { name: UI_TEXT.changeStatus, enabled: [T.rework, T.approve] },
});

/** A pure advisor: Edit, no status menu; the comment of a report sent back. */
export const ViewAsAdvisor = view.variant({
  role: 'national_security_advisor',
  args: viewOf({ status: 'NEED_IMPROVE', comment: 'Добавьте факты' }),
  shows: ['Добавьте факты'],
  enabled: [UI_TEXT.change],
  absent: [UI_TEXT.changeStatus],
});

/** A pure advisor on another advisor's report: no Edit (02 §6; the mock answers 403). */
export const AdvisorOnAnothersReport = recordViewStories<NationalSecurityDialogsProps>(
  `${T.viewTitle}: Other_Advisor`,
).variant({
  role: 'national_security_advisor',
  args: viewOf({ author: 'Other_Advisor', status: 'NEED_IMPROVE' }),
  shows: [report.description],
  absent: [UI_TEXT.change, UI_TEXT.changeStatus],
});

/** Approved, as the director: the status menu disabled. */
export const ApprovedAsDirector = view.variant({
  role: 'director',
  args: viewOf({ status: 'APPROVED' }),
  disabled: [UI_TEXT.changeStatus],
});

/** Approved, as the advisor: Edit disabled. */
export const ApprovedAsAdvisor = view.variant({
  role: 'national_security_advisor',
  args: viewOf({ status: 'APPROVED' }),
  disabled: [UI_TEXT.change],
});

/** Accepted: the approval is sent, the dialogs close. */
export const Accepted = approve.done;
/** 409 on approval: the message, the view stays. */
export const AcceptConflict = approve.failing(409, 'Нельзя принять отчёт: текущий статус «Принят»');

const rework = commentDialogStories<NationalSecurityDialogsProps>({
  title: REWORK,
  field: /Комментарий/,
  submit: T.reworkSubmit,
  call: (answer) => override('put', '/api/v1/national-security/{id}/update/{comment}', answer),
  answer: () => sampleReport({ status: 'NEED_IMPROVE' }),
  comment: 'Добавьте факты',
  args: { dialog: { step: 'rework', report } },
  callback: (args) => args.onClose,
  cancelled: (args) => expect(args.onChange).toHaveBeenCalledWith({ step: 'view', report }),
});

/** The rework comment, empty and focused; Cancel returns to the view. */
export const Rework = rework.empty;
/** No comment: the shared comment message, nothing sent. */
export const ReworkInvalid = rework.invalid;
/** A comment typed after the refusal: the message under the field is gone. */
export const ReworkTyped = rework.filled;
/** Sent back. */
export const ReworkSent = rework.sent;
/** While it is sent back. */
export const ReworkPending = rework.pending;
/** 403 on send back. */
export const ReworkForbidden = rework.failing(403, 'У вас нет доступа к этой функции');
/** 409 on send back. */
export const ReworkConflict = rework.failing(
  409,
  'Нельзя вернуть отчёт на доработку: текущий статус «Принят»',
);
/** 500 on send back. */
export const ReworkServerError = rework.failing(500, 'Внутренняя ошибка сервера');

const edit = recordViewStories<NationalSecurityDialogsProps>(EDIT);
const advisor = {
  role: 'national_security_advisor',
  args: { dialog: { step: 'edit', report } },
} as const;
const save = async () => userEvent.click(await edit.button(new RegExp(UI_TEXT.change)));
const saving = actionStories<NationalSecurityDialogsProps>({
  ...advisor,
  press: save,
  call: (answer) => override('put', '/api/v1/national-security/{id}/update', answer),
  answer: () => sampleReport({ mark: 9 }),
  callback: (args) => args.onClose,
  pending: () => waitFor(async () => expect(await edit.button(UI_TEXT.cancel)).toBeDisabled()),
});

/** The advisor's edit form, filled from the report. */
export const Edit = edit.variant({
  ...advisor,
  then: (_args, dialog) =>
    expect(dialog.getByRole('textbox', { name: /Описание/ })).toHaveValue(report.description),
});

/** Edit with the description cleared: its message, nothing sent. */
export const EditInvalid = edit.variant({
  ...advisor,
  then: async (args, dialog) => {
    await userEvent.clear(dialog.getByRole('textbox', { name: /Описание/ }));
    await save();
    await expectToast(MESSAGES.descriptionEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** Edit saved with a new mark. */
export const EditSaved = withSteps(saving.done, {
  before: async () => chooseOption('Оценка', '9/10', await edit.dialog()),
});

/** 409 on edit (approved meanwhile). */
export const EditConflict = saving.failing(409, 'Нельзя изменить отчёт: текущий статус «Принят»');
