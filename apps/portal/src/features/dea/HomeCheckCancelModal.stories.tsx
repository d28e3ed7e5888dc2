import { override } from '@fbi/mocks/override';
import type { Meta } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { commentDialogStories } from '../../shared/testing/commentDialogStories.ts';
import { sampleHomeCheck } from './fixtures.ts';
import { HomeCheckDialogs, type HomeCheckDialog } from './HomeCheckDialogs.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

type HomeCheckDialogsProps = RowDialogsProps<HomeCheckDialog>;

const check = sampleHomeCheck();

/** The cancel step of a home check's dialogs, with a comment (03 §4, §5, §7). */
const meta = {
  title: 'Portal/Dea/HomeCheckCancelModal',
  component: HomeCheckDialogs,
  args: { dialog: { step: 'cancel', check }, onChange: fn(), onClose: fn() },
  parameters: { session: { role: 'head_dea' } },
} satisfies Meta<typeof HomeCheckDialogs>;

export default meta;

const cancel = commentDialogStories<HomeCheckDialogsProps>({
  title: 'Отмена проверки',
  field: /Причина отмены/,
  submit: 'Отменить проверку',
  call: (answer) => override('put', '/api/v1/dea-home-check/{id}/update-status-comment', answer),
  answer: () => sampleHomeCheck({ status: 'CANCELED' }),
  callback: (args) => args.onClose,
  cancelled: (args) => expect(args.onChange).toHaveBeenCalledWith({ step: 'main', check }),
});

/** The empty comment, focused; Отмена goes back. */
export const Empty = cancel.empty;
/** No comment: refused unsent. */
export const CommentMissing = cancel.invalid;
/** A comment typed after the refusal: the message under the field is gone. */
export const CommentTyped = cancel.filled;
/** Sent. */
export const Canceled = cancel.sent;
/** While sending. */
export const Pending = cancel.pending;
/** 403. */
export const Forbidden = cancel.failing(403, 'У вас нет доступа к этой функции');
/** 409. */
export const Conflict = cancel.failing(
  409,
  'Нельзя отменить проверку: текущий статус «Проверка разрешена»',
);
/** 500. */
export const ServerError = cancel.failing(500, 'Внутренняя ошибка сервера');
