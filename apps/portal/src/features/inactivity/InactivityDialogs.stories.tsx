import { INACTIVITY_TEXT as T } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { actionStories } from '../../shared/testing/actionStories.ts';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { recordViewStories } from '../../shared/testing/recordViewStories.ts';
import { sampleInactivity } from './fixtures.ts';
import { InactivityDialogs, type InactivityDialog } from './InactivityDialogs.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

type InactivityDialogsProps = RowDialogsProps<InactivityDialog>;

const awaiting = sampleInactivity();
const approved = sampleInactivity({ status: 'APPROVED' });
const VIEW = `${T.viewTitle}: ${awaiting.nick}`;
const DECLINE = `${T.declineTitle}: ${awaiting.nick}`;
const APPROVED = `${T.approvedTitle}: ${approved.nick}`;

/** The dialogs of an inactivity row (02 §2.7, §4): view with Decline / Accepted, decline, approved. */
const meta = {
  title: 'Portal/Inactivity/InactivityDialogs',
  component: InactivityDialogs,
  args: { dialog: { step: 'view', inactivity: awaiting }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'hr_inspector' } },
} satisfies Meta<typeof InactivityDialogs>;

export default meta;

const view = recordViewStories<InactivityDialogsProps>(VIEW);
const approve = actionStories<InactivityDialogsProps>({
  press: () => view.choose(T.decision, T.accept),
  call: (answer) => override('put', '/api/v1/inactive/{id}/approve', answer),
  answer: () => ({ ...awaiting, status: 'APPROVED' }),
  callback: (args) => args.onClose,
  pending: () => waitFor(async () => expect(await view.button(T.decision)).toBeDisabled()),
});

/** The view: end date, reason; both menu items enabled in ON_HR_CHECK (from the machine). */
export const View = view.variant({
  shows: [awaiting.reason],
  menu: { name: T.decision, enabled: [T.accept, T.decline] },
});

/** Accepted: the approval is sent and the dialogs close. */
export const Approved = approve.done;
/** 409 on approval (decided meanwhile): the message, the view stays. */
export const ApproveConflict = approve.failing(
  409,
  'Нельзя одобрить инактив: текущий статус «Одобрена»',
);

/** Decline from the menu switches to the comment modal. */
export const DeclineChosen = view.variant({
  then: async (args) => {
    await view.choose(T.decision, T.decline);
    await expect(args.onChange).toHaveBeenCalledWith({ step: 'decline', inactivity: awaiting });
  },
});

const decline = commentDialogStories<InactivityDialogsProps>({
  title: DECLINE,
  field: /Комментарий/,
  submit: T.declineSubmit,
  call: (answer) => override('put', '/api/v1/inactive/{id}/decline', answer),
  answer: () => ({ ...awaiting, status: 'DECLINED' }),
  args: { dialog: { step: 'decline', inactivity: awaiting } },
  callback: (args) => args.onClose,
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

const approvedView = recordViewStories<InactivityDialogsProps>(APPROVED);
const approvedArgs = { dialog: { step: 'approved' as const, inactivity: approved } };
const removal = actionStories<InactivityDialogsProps>({
  args: approvedArgs,
  press: async () => userEvent.click(await approvedView.button(T.remove)),
  call: (answer) => override('delete', '/api/v1/inactive/{id}/delete', answer),
  answer: () => new Response(null, { status: 204 }),
  callback: (args) => args.onClose,
  pending: () =>
    waitFor(async () =>
      expect(await approvedView.button(new RegExp(T.remove))).toHaveAttribute('data-pending'),
    ),
});

/** An approved inactivity for an HR role: 'View order' and 'Remove from inactivity'. */
export const ApprovedForHr = approvedView.variant({
  args: approvedArgs,
  enabled: [T.viewOrder, T.remove],
});

/** Removing: sent, the dialogs close. */
export const Removed = removal.done;
/** While the removal is sent. */
export const RemovePending = removal.pending;
/** 500 on removal: the message, the modal stays. */
export const RemoveServerError = removal.failing(500, 'Внутренняя ошибка сервера');
