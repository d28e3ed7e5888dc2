import { MESSAGES, NATIONAL_SECURITY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { errorAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { updateSession } from '../../shared/sessionStorage.ts';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import {
  chooseOption,
  expectDisabledWithReason,
  expectToast,
  findDialog,
  page,
} from '../../shared/testing/storyPlay.ts';
import { sampleReport } from './fixtures.ts';
import {
  NationalSecurityDialogs,
  type NationalSecurityDialogsProps,
} from './NationalSecurityDialogs.tsx';

const report = sampleReport();
const VIEW = `${T.viewTitle}: ${report.author}`;
const REWORK = `${T.reworkTitle}: ${report.author}`;
const EDIT = `${T.editTitle}: ${report.author}`;
const SEND_BACK = '/api/v1/national-security/{id}/update/{comment}';
const UPDATE = '/api/v1/national-security/{id}/update';
const APPROVE = '/api/v1/national-security/{id}/approve';

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
type Story = StoryObj<typeof meta>;

const openMenu = async () => {
  const dialog = await findDialog(VIEW);
  await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  return within(await page().findByRole('menu'));
};

/** The inspector's view: 'Нет комментария', no Edit, both status items enabled. */
export const ViewAsInspector: Story = {
  play: async () => {
    const dialog = await findDialog(VIEW);
    await expect(dialog.getByText(UI_TEXT.noComment)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: UI_TEXT.change })).toBeNull();
    const menu = await openMenu();
    await expect(menu.getByRole('menuitem', { name: T.rework })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(menu.getByRole('menuitem', { name: T.approve })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** A pure advisor: Edit, no status menu; the comment of a report sent back. */
export const ViewAsAdvisor: Story = {
  args: {
    dialog: {
      step: 'view',
      report: sampleReport({ status: 'NEED_IMPROVE', comment: 'Добавьте факты' }),
    },
  },
  parameters: { session: { role: 'national_security_advisor' } },
  play: async () => {
    const dialog = await findDialog(VIEW);
    await expect(dialog.getByText('Добавьте факты')).toBeVisible();
    await expect(dialog.getByRole('button', { name: UI_TEXT.change })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: UI_TEXT.changeStatus })).toBeNull();
  },
};

/** A pure advisor on another advisor's report: no Edit (02 §6; the mock answers 403). */
export const AdvisorOnAnothersReport: Story = {
  args: {
    dialog: {
      step: 'view',
      report: sampleReport({ author: 'Other_Advisor', status: 'NEED_IMPROVE' }),
    },
  },
  parameters: { session: { role: 'national_security_advisor' } },
  play: async () => {
    const dialog = await findDialog(`${T.viewTitle}: Other_Advisor`);
    await expect(dialog.getByText(report.description)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: UI_TEXT.change })).toBeNull();
    await expect(dialog.queryByRole('button', { name: UI_TEXT.changeStatus })).toBeNull();
  },
};

/** Approved, as the director: the status menu disabled. */
export const ApprovedAsDirector: Story = {
  args: { dialog: { step: 'view', report: sampleReport({ status: 'APPROVED' }) } },
  parameters: { session: { role: 'director' } },
  play: async () => {
    const dialog = await findDialog(VIEW);
    await expectDisabledWithReason(dialog.getByRole('button', { name: UI_TEXT.changeStatus }));
  },
};

/** Approved, as the advisor: Edit disabled. */
export const ApprovedAsAdvisor: Story = {
  args: { dialog: { step: 'view', report: sampleReport({ status: 'APPROVED' }) } },
  parameters: { session: { role: 'national_security_advisor' } },
  play: async () => {
    const dialog = await findDialog(VIEW);
    await expectDisabledWithReason(dialog.getByRole('button', { name: UI_TEXT.change }));
  },
};

/** Accepted: the approval is sent, the dialogs close. */
export const Accepted: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => sampleReport({ status: 'APPROVED' })));
  },
  play: async ({ args }) => {
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: T.approve }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** 409 on approval: the message, the view stays. */
export const AcceptConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('put', APPROVE, () =>
        errorAnswer(409, 'Нельзя принять отчёт: текущий статус «Принят»'),
      ),
    );
  },
  play: async ({ args }) => {
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: T.approve }));
    await expectToast('Нельзя принять отчёт: текущий статус «Принят»');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

const rework = commentDialogStories<NationalSecurityDialogsProps>({
  title: REWORK,
  field: /Комментарий/,
  submit: T.reworkSubmit,
  call: (answer) => override('put', SEND_BACK, answer),
  answer: () => sampleReport({ status: 'NEED_IMPROVE' }),
  comment: 'Добавьте факты',
  required: MESSAGES.commentRequired,
  args: { dialog: { step: 'rework', report } },
  sent: (args) => waitFor(() => expect(args.onClose).toHaveBeenCalled()),
  notSent: (args) => expect(args.onClose).not.toHaveBeenCalled(),
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

const editArgs = { dialog: { step: 'edit' as const, report } };

/** The advisor's edit form, filled from the report. */
export const Edit: Story = {
  args: editArgs,
  parameters: { session: { role: 'national_security_advisor' } },
  play: async () => {
    const dialog = await findDialog(EDIT);
    await expect(dialog.getByRole('textbox', { name: /Описание/ })).toHaveValue(report.description);
  },
};

/** Edit with the description cleared: its message, nothing sent. */
export const EditInvalid: Story = {
  args: editArgs,
  parameters: { session: { role: 'national_security_advisor' } },
  play: async ({ args }) => {
    const dialog = await findDialog(EDIT);
    await userEvent.clear(dialog.getByRole('textbox', { name: /Описание/ }));
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(UI_TEXT.change) }));
    await expectToast(MESSAGES.descriptionEmpty);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Edit saved with a new mark. */
export const EditSaved: Story = {
  args: editArgs,
  parameters: { session: { role: 'national_security_advisor' } },
  beforeEach({ msw }) {
    msw.use(override('put', UPDATE, () => sampleReport({ mark: 9 })));
  },
  play: async ({ args }) => {
    const dialog = await findDialog(EDIT);
    await chooseOption('Оценка', '9/10', dialog);
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(UI_TEXT.change) }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** 409 on edit (approved meanwhile). */
export const EditConflict: Story = {
  args: editArgs,
  parameters: { session: { role: 'national_security_advisor' } },
  beforeEach({ msw }) {
    msw.use(
      override('put', UPDATE, () =>
        errorAnswer(409, 'Нельзя изменить отчёт: текущий статус «Принят»'),
      ),
    );
  },
  play: async ({ args }) => {
    const dialog = await findDialog(EDIT);
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(UI_TEXT.change) }));
    await expectToast('Нельзя изменить отчёт: текущий статус «Принят»');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
