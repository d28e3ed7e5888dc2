import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { sampleOfficeRequest } from './fixtures.ts';
import { OfficeDialogs, type OfficeDialog } from './OfficeDialogs.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

type OfficeDialogsProps = RowDialogsProps<OfficeDialog>;

const request = sampleOfficeRequest();

/** The decline step of an office request's dialogs, with a comment (02 §2.6, §5). */
const meta = {
  title: 'Portal/Office/OfficeDeclineModal',
  component: OfficeDialogs,
  args: { dialog: { step: 'decline', request }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'head_internal_security_department' } },
} satisfies Meta<typeof OfficeDialogs>;

export default meta;

const decline = commentDialogStories<OfficeDialogsProps>({
  title: 'Отклонение заявки: John_Walker',
  field: /Комментарий/,
  submit: 'Отклонить',
  call: (answer) => override('put', '/api/v1/office/{id}/decline', answer),
  answer: () => sampleOfficeRequest({ status: 'DECLINED' }),
  callback: (args) => args.onClose,
  cancelled: (args) => expect(args.onChange).toHaveBeenCalledWith({ step: 'view', request }),
});

/** Empty, focused; Отмена goes back. */
export const Empty = decline.empty;
/** No comment: the shared comment check, nothing sent. */
export const CommentEmpty = decline.invalid;
/** A comment typed after the refusal: the message under the field is gone. */
export const CommentTyped = decline.filled;
/** Declined. */
export const Declined = decline.sent;
/** While sending. */
export const Pending = decline.pending;
/** 403. */
export const Forbidden = decline.failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = decline.failing(
  409,
  'Нельзя отклонить заявку: текущий статус «Допуск выдан»',
);
/** 500. */
export const ServerError = decline.failing(500, 'Внутренняя ошибка сервера');
