/**
 * The stories of a feature's mandatory-comment dialog (shared/CommentFormModal.tsx), Storybook
 * only: each feature's stories file declares its dialog's names, call and checks, and exports
 * these stories under its own story names.
 */
import { MESSAGES, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, type OverrideAnswer } from '@fbi/mocks/override';
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { clearStaleAnnouncements, expectToast, fillText, findDialog } from './storyPlay.ts';

interface CommentDialogBase<TArgs> {
  /** The dialog's title. */
  title: string;
  /** The comment field's accessible name, e.g. `/^Комментарий/`. */
  field: RegExp;
  /** The submit button's text. */
  submit: string;
  /**
   * The dialog's call answered by `answer`:
   * `(answer) => override('put', '/api/v1/office/{id}/decline', answer)`.
   */
  call: (answer: () => OverrideAnswer | Promise<OverrideAnswer>) => HttpHandler;
  /** The server's answer to a sent comment. */
  answer: () => OverrideAnswer;
  /** The comment typed by the stories that send one («Нет оснований» when left out). */
  comment?: string;
  /** The rule's message for a missing comment (MESSAGES.commentRequired when left out). */
  required?: string;
  /** The args of every story (e.g. the dialog step), over the meta's. */
  args?: Partial<TArgs>;
  /** What Cancel does (e.g. `onCancel` called); given, the empty dialog's story presses it. */
  cancelled?: (args: TArgs) => Promise<void>;
}

/** What shows once sent, and after a refused or failed send. */
interface CommentDialogOutcome<TArgs> {
  /** What shows once the comment was sent (e.g. the view with the new status). */
  sent: (args: TArgs) => Promise<void>;
  /** What shows that nothing was done after a refused or failed send (e.g. `onDone` not called). */
  notSent?: (args: TArgs) => Promise<void>;
}

/** The callback a sent comment calls (e.g. `(args) => args.onDone`); a refused one does not. */
interface CommentDialogCallback<TArgs> {
  callback: (args: TArgs) => unknown;
}

/** A comment dialog: its outcome as checks of their own, or as the callback it calls. */
export type CommentDialogStoryOptions<TArgs> = CommentDialogBase<TArgs> &
  (CommentDialogOutcome<TArgs> | CommentDialogCallback<TArgs>);

/** A story (CSF 3) of a component whose args are `TArgs`. */
export interface CommentDialogStory<TArgs> {
  args?: Partial<TArgs>;
  beforeEach?: (context: StoryContext<TArgs>) => void;
  play: (context: StoryContext<TArgs>) => Promise<void>;
}

/** The states of a comment dialog, and `failing(status, message)` for a server error. */
export interface CommentDialogStories<TArgs> {
  /** The empty comment, focused (then Cancel, when `cancelled` is given). */
  empty: CommentDialogStory<TArgs>;
  /** Sent without a comment: the rule's message in the toast and under the field, nothing sent. */
  invalid: CommentDialogStory<TArgs>;
  /** A comment typed after the refusal: the field's message is gone. */
  filled: CommentDialogStory<TArgs>;
  /** Sent. */
  sent: CommentDialogStory<TArgs>;
  /** While sending: the submit button pending, Cancel disabled. */
  pending: CommentDialogStory<TArgs>;
  /** A server error: its toast, the typed comment kept and the field focused, nothing done. */
  failing: (status: number, message: string) => CommentDialogStory<TArgs>;
}

/** The stories of the comment dialog `options` describes (see {@link CommentDialogStories}). */
export function commentDialogStories<TArgs>(
  options: CommentDialogStoryOptions<TArgs>,
): CommentDialogStories<TArgs> {
  const { title, field, submit, call } = options;
  const comment = options.comment ?? 'Нет оснований';
  const required = options.required ?? MESSAGES.commentRequired;
  // A story without args of its own leaves out the key: only the meta's args apply.
  const args = options.args ? { args: options.args } : {};
  const { sent, notSent = () => Promise.resolve() } =
    'callback' in options
      ? {
          sent: (current: TArgs) =>
            waitFor(() => expect(options.callback(current)).toHaveBeenCalled()),
          notSent: async (current: TArgs) =>
            expect(options.callback(current)).not.toHaveBeenCalled(),
        }
      : options;
  const send = async (text: string) => {
    const dialog = await findDialog(title);
    if (text) await fillText(dialog.getByRole('textbox', { name: field }), text);
    await userEvent.click(dialog.getByRole('button', { name: submit }));
    return dialog;
  };
  const refused = async () => {
    const dialog = await send('');
    const textbox = dialog.getByRole('textbox', { name: field });
    await expectToast(required);
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(required)).toBeVisible();
    await waitFor(() => expect(textbox).toHaveFocus());
    return dialog;
  };
  return {
    empty: {
      ...args,
      play: async ({ args: current }) => {
        const dialog = await findDialog(title);
        const textbox = dialog.getByRole('textbox', { name: field });
        await expect(textbox).toHaveValue('');
        await waitFor(() => expect(textbox).toHaveFocus());
        if (!options.cancelled) return;
        await userEvent.click(dialog.getByRole('button', { name: UI_TEXT.cancel }));
        await options.cancelled(current);
      },
    },
    invalid: {
      ...args,
      play: async ({ args: current }) => {
        await refused();
        await notSent(current);
      },
    },
    filled: {
      ...args,
      play: async () => {
        const dialog = await refused();
        const textbox = dialog.getByRole('textbox', { name: field });
        await fillText(textbox, comment);
        await expect(textbox).toHaveValue(comment);
        await expect(textbox).not.toHaveAttribute('aria-invalid');
        await expect(dialog.queryByText(required)).toBeNull();
      },
    },
    sent: {
      ...args,
      beforeEach({ msw }) {
        msw.use(call(options.answer));
      },
      play: async ({ args: current }) => {
        await send(comment);
        await sent(current);
        // The sent form's pending button may be gone; react-aria's announcement of it would dangle.
        clearStaleAnnouncements();
      },
    },
    pending: {
      ...args,
      beforeEach({ msw }) {
        msw.use(call(neverAnswer));
      },
      play: async () => {
        const dialog = await send(comment);
        await waitFor(() =>
          expect(dialog.getByRole('button', { name: submit })).toHaveAttribute('data-pending'),
        );
        await expect(dialog.getByRole('button', { name: UI_TEXT.cancel })).toBeDisabled();
      },
    },
    failing: (status, message) => ({
      ...args,
      beforeEach({ msw }) {
        msw.use(call(() => errorAnswer(status, message)));
      },
      play: async ({ args: current }) => {
        const dialog = await send(comment);
        await expectToast(message);
        const textbox = dialog.getByRole('textbox', { name: field });
        await expect(textbox).toHaveValue(comment);
        await waitFor(() => expect(textbox).toHaveFocus());
        await notSent(current);
      },
    }),
  };
}
