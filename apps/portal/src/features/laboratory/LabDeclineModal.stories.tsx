import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { sampleLabRequest } from './fixtures.ts';
import { LabDialogs, type LabDialog } from './LabDialogs.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

type LabDialogsProps = RowDialogsProps<LabDialog>;

const request = sampleLabRequest();

/**
 * The decline step of a laboratory row's dialogs (03 §2 /laboratory: 'Введите причину
 * отклонения', Отмена / Отклонить).
 */
const meta = {
  title: 'Portal/Laboratory/LabDeclineModal',
  component: LabDialogs,
  args: { dialog: { step: 'decline', request }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'criminalist' } },
} satisfies Meta<typeof LabDialogs>;

export default meta;
const decline = commentDialogStories<LabDialogsProps>({
  title: 'Отклонение запроса',
  field: /Введите причину отклонения/,
  submit: 'Отклонить',
  call: (answer) => override('put', '/api/v1/laboratory/{id}/decline', answer),
  answer: () => sampleLabRequest({ status: 'CANCELED' }),
  comment: 'Недостаточно материалов',
  callback: (args) => args.onClose,
  cancelled: (args) => expect(args.onChange).toHaveBeenCalledWith({ step: 'detail', request }),
});

/** The empty field, focused, with Отмена and Отклонить. */
export const Empty = decline.empty;
/** No reason: the message in the toast and under the field, nothing sent. */
export const ReasonMissing = decline.invalid;
/** A reason typed after the refusal: the message under the field is gone. */
export const ReasonTyped = decline.filled;
/** Sent: the modal reports it done. */
export const Declined = decline.sent;
/** While sending: Отмена disabled. */
export const Pending = decline.pending;
/** 403. */
export const Forbidden = decline.failing(403, 'У вас нет доступа к этой функции');
/** 409: the request is no longer on check or in progress. */
export const Conflict = decline.failing(409, 'Нельзя отклонить запрос: текущий статус «Выполнено»');
/** 500. */
export const ServerError = decline.failing(500, 'Внутренняя ошибка сервера');
