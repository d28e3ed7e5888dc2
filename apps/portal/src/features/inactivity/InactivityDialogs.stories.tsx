import { INACTIVITY_TEXT as T, MESSAGES } from '@fbi/domain';
import { errorAnswer, neverAnswer, override } from '@fbi/mocks/override';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, fillText, findDialog, page } from '../../shared/testing/storyPlay.ts';
import { sampleInactivity } from './fixtures.ts';
import { InactivityDialogs } from './InactivityDialogs.tsx';

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

const declineArgs = { dialog: { step: 'decline' as const, inactivity: awaiting } };
const typeComment = async () => {
  const dialog = await findDialog(DECLINE);
  await fillText(dialog.getByRole('textbox', { name: /Комментарий/ }), 'Нет оснований');
  await userEvent.click(dialog.getByRole('button', { name: new RegExp(T.declineSubmit) }));
  return dialog;
};

/** The decline comment, empty. */
export const Decline: Story = {
  args: declineArgs,
  play: async () => {
    const dialog = await findDialog(DECLINE);
    await expect(dialog.getByRole('textbox', { name: /Комментарий/ })).toHaveValue('');
  },
};

/** No comment: the shared comment message, nothing sent. */
export const DeclineInvalid: Story = {
  args: declineArgs,
  play: async ({ args }) => {
    const dialog = await findDialog(DECLINE);
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(T.declineSubmit) }));
    await expectToast(MESSAGES.commentRequired);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the decline is sent. */
export const DeclinePending: Story = {
  args: declineArgs,
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE_CALL, neverAnswer));
  },
  play: async () => {
    const dialog = await typeComment();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: new RegExp(T.declineSubmit) })).toHaveAttribute(
        'data-pending',
      ),
    );
  },
};

const declineFailing = (status: number, message: string): Story => ({
  args: declineArgs,
  beforeEach({ msw }) {
    msw.use(override('put', DECLINE_CALL, () => errorAnswer(status, message)));
  },
  play: async ({ args }) => {
    const dialog = await typeComment();
    await expectToast(message);
    await expect(dialog.getByRole('textbox', { name: /Комментарий/ })).toHaveValue('Нет оснований');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** 403 on decline. */
export const DeclineForbidden = declineFailing(403, 'У вас нет доступа к этой функции');
/** 409 on decline. */
export const DeclineConflict = declineFailing(
  409,
  'Нельзя отклонить инактив: текущий статус «Одобрена»',
);
/** 500 on decline. */
export const DeclineServerError = declineFailing(500, 'Внутренняя ошибка сервера');

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
