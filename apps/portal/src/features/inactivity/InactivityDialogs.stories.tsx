import { INACTIVITY_TEXT as T, MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { expectToast, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleInactivity } from './fixtures.ts';
import { InactivityDialogs, type InactivityDialogsProps } from './InactivityDialogs.tsx';

const awaiting = sampleInactivity();
const approved = sampleInactivity({ status: 'APPROVED' });
const VIEW = `${T.viewTitle}: ${awaiting.nick}`;
const DECLINE = `${T.declineTitle}: ${awaiting.nick}`;
const APPROVED = `${T.approvedTitle}: ${approved.nick}`;
const APPROVE = '/api/v1/inactive/{id}/approve';
const DECLINE_CALL = '/api/v1/inactive/{id}/decline';
const DELETE = '/api/v1/inactive/{id}/delete';

/** The dialogs of an inactivity row (02 §2.7, §4): view with Decline / Accepted, decline, approved. */
const meta = {
  title: 'Portal/Inactivity/InactivityDialogs',
  component: InactivityDialogs,
  args: { dialog: { step: 'view', inactivity: awaiting }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'hr_inspector' } },
} satisfies Meta<typeof InactivityDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the decision menu of the view and returns its items. */
const openMenu = async () => {
  const dialog = await findDialog(VIEW);
  await userEvent.click(dialog.getByRole('button', { name: T.decision }));
  return within(await page().findByRole('menu'));
};

/** The view: end date, reason; both menu items enabled in ON_HR_CHECK (from the machine). */
export const View: Story = {
  play: async () => {
    const dialog = await findDialog(VIEW);
    await expect(dialog.getByText(awaiting.reason)).toBeVisible();
    const menu = await openMenu();
    await expect(menu.getByRole('menuitem', { name: T.accept })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(menu.getByRole('menuitem', { name: T.decline })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Accepted: the approval is sent and the dialogs close. */
export const Approved: Story = {
  beforeEach({ msw }) {
    msw.use(override('put', APPROVE, () => ({ ...awaiting, status: 'APPROVED' })));
  },
  play: async ({ args }) => {
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: T.accept }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** 409 on approval (decided meanwhile): the message, the view stays. */
export const ApproveConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      override('put', APPROVE, () =>
        errorAnswer(409, 'Нельзя одобрить инактив: текущий статус «Одобрена»'),
      ),
    );
  },
  play: async ({ args }) => {
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: T.accept }));
    await expectToast('Нельзя одобрить инактив: текущий статус «Одобрена»');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Decline from the menu switches to the comment modal. */
export const DeclineChosen: Story = {
  play: async ({ args }) => {
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('menuitem', { name: T.decline }));
    await expect(args.onChange).toHaveBeenCalledWith({ step: 'decline', inactivity: awaiting });
  },
};

const decline = commentDialogStories<InactivityDialogsProps>({
  title: DECLINE,
  field: /Комментарий/,
  submit: T.declineSubmit,
  call: (answer) => override('put', DECLINE_CALL, answer),
  answer: () => ({ ...awaiting, status: 'DECLINED' }),
  comment: 'Нет оснований',
  required: MESSAGES.commentRequired,
  args: { dialog: { step: 'decline', inactivity: awaiting } },
  sent: (args) => waitFor(() => expect(args.onClose).toHaveBeenCalled()),
  notSent: (args) => expect(args.onClose).not.toHaveBeenCalled(),
  cancelled: (args) =>
    expect(args.onChange).toHaveBeenCalledWith({ step: 'view', inactivity: awaiting }),
});

/** The decline comment, empty and focused; Cancel returns to the view. */
export const Decline = decline.empty;
/** No comment: the shared comment message, nothing sent. */
export const DeclineInvalid = decline.invalid;
/** A comment typed after the refusal: the message under the field is gone. */
export const DeclineTyped = decline.filled;
/** Declined: the dialogs close. */
export const DeclineSent = decline.sent;
/** While the decline is sent. */
export const DeclinePending = decline.pending;
/** 403 on decline. */
export const DeclineForbidden = decline.failing(403, 'У вас нет доступа к этой функции');
/** 409 on decline. */
export const DeclineConflict = decline.failing(
  409,
  'Нельзя отклонить инактив: текущий статус «Одобрена»',
);
/** 500 on decline. */
export const DeclineServerError = decline.failing(500, 'Внутренняя ошибка сервера');

const approvedArgs = { dialog: { step: 'approved' as const, inactivity: approved } };

/** An approved inactivity for an HR role: 'View order' and 'Remove from inactivity'. */
export const ApprovedForHr: Story = {
  args: approvedArgs,
  play: async () => {
    const dialog = await findDialog(APPROVED);
    await expect(dialog.getByRole('button', { name: T.viewOrder })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: T.remove })).toBeEnabled();
  },
};

/** Removing: sent, the dialogs close. */
export const Removed: Story = {
  args: approvedArgs,
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => new Response(null, { status: 204 })));
  },
  play: async ({ args }) => {
    const dialog = await findDialog(APPROVED);
    await userEvent.click(dialog.getByRole('button', { name: T.remove }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** While the removal is sent. */
export const RemovePending: Story = {
  args: approvedArgs,
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, neverAnswer));
  },
  play: async () => {
    const dialog = await findDialog(APPROVED);
    await userEvent.click(dialog.getByRole('button', { name: T.remove }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: new RegExp(T.remove) })).toHaveAttribute(
        'data-pending',
      ),
    );
  },
};

/** 500 on removal: the message, the modal stays. */
export const RemoveServerError: Story = {
  args: approvedArgs,
  beforeEach({ msw }) {
    msw.use(override('delete', DELETE, () => errorAnswer(500, 'Внутренняя ошибка сервера')));
  },
  play: async ({ args }) => {
    const dialog = await findDialog(APPROVED);
    await userEvent.click(dialog.getByRole('button', { name: T.remove }));
    await expectToast('Внутренняя ошибка сервера');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
