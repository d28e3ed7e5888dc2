import { INACTIVITY_TEXT as T, MESSAGES } from '@fbi/domain';
import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formModalStories } from '../../shared/testing/formModalStories.ts';
import { createModalMeta } from '../../shared/testing/modalMeta.ts';
import InactivityRequestModal from './InactivityRequestModal.tsx';

const TITLE = 'Запрос инактива';

/** The end date (ДД.ММ.ГГГГ, typed) and the reason; an omitted one stays empty. */
interface Input {
  date?: string;
  reason?: string;
}
const COMPLETE = { date: '05122026', reason: 'Отпуск' };

const form = formModalStories<Input>({
  title: TITLE,
  fields: {
    date: async (dialog, date) => {
      const [day] = dialog.getAllByRole('spinbutton');
      if (!day) throw new Error('the date field has no parts');
      await userEvent.click(day);
      await userEvent.keyboard(date);
    },
    reason: 'Причина',
  },
  submitLabel: T.requestSubmit,
  call: (answer) => override('post', '/api/v1/inactive/add', answer),
  complete: COMPLETE,
  kept: 'reason',
  busy: 'submit',
});

/** Empty: the end date (with its "inclusive" hint) and the reason. */
export const Default = form.opened((dialog) =>
  expect(dialog.getByText(T.dueDateHint)).toBeVisible(),
);

/** No end date: its message, nothing sent. */
export const InvalidDueDate = form.invalid({ reason: 'Отпуск' }, MESSAGES.dueDateEmpty);

/** No reason: its message, the field marked, nothing sent. */
export const InvalidReason = form.invalid({ date: COMPLETE.date }, MESSAGES.reasonEmpty, (dialog) =>
  expect(dialog.getByRole('textbox', { name: /Причина/ })).toHaveAttribute('aria-invalid', 'true'),
);

/** Filled and sent: the modal closes. */
export const Sent = form.sent;

/** While it is sent: the submit button pending. */
export const Pending = form.pending;

/** 403: the caller may not request an inactivity. */
export const Forbidden = form.forbidden;
/** 409: a request is already pending. */
export const Conflict = form.failing(409, 'У вас уже есть заявка на рассмотрении');
/** 500: the server failed. */
export const ServerError = form.serverError;

/** The inactivity request from the sidebar (02 §2.7, §5 Inactivity request). */
const meta = {
  title: 'Portal/Inactivity/InactivityRequestModal',
  ...createModalMeta(InactivityRequestModal, TITLE),
  parameters: { session: { role: 'agent_cid' } },
} satisfies Meta<typeof InactivityRequestModal>;

export default meta;
