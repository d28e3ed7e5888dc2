/**
 * The send stories of a record's form in a modal (shared/form/useRecordForm.ts), Storybook only:
 * each feature's stories file says how its form is filled and sent, and exports these under its
 * own story names (`export const Pending = form.pending;`).
 */
import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, type OverrideAnswer } from '@fbi/mocks/override';
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, type within } from 'storybook/test';
import { expectToast } from './storyPlay.ts';

/** Queries inside the form's dialog. */
type DialogQueries = ReturnType<typeof within>;

/** The args of a form modal opened from the sidebar or a record (HostModalProps). */
interface FormModalArgs {
  onClose: () => void;
}

export interface FormModalStoryOptions<I> {
  /**
   * The form's call answered by `answer`:
   * `(answer) => override('post', '/api/v1/act/add', answer)`.
   */
  call: (answer: () => OverrideAnswer | Promise<OverrideAnswer>) => HttpHandler;
  /** Fills the dialog with `input`, presses its submit button and returns the dialog's queries. */
  submit: (input: I) => Promise<DialogQueries>;
  /** A complete input the rules accept. */
  complete: I;
  /** What shows that the typed input is still there after a refused send (e.g. the nick field). */
  kept: (dialog: DialogQueries) => Promise<void>;
  /** The server's answer to the complete form, where the mock's own would not do. */
  answer?: () => OverrideAnswer;
}

/** A story (CSF 3) of a form modal. */
export interface FormModalStory {
  beforeEach?: (context: StoryContext<FormModalArgs>) => void;
  play: (context: StoryContext<FormModalArgs>) => Promise<void>;
}

/** The send stories of a form modal, and those of a refused check and a server error. */
export interface FormModalStories<I> {
  /** Sent with `input`: the rule's `message` in the red toast, nothing sent, the modal open. */
  invalid: (input: I, message: string) => FormModalStory;
  /** The complete form sent: the modal closes. */
  sent: FormModalStory;
  /** While sending: Cancel is disabled. */
  pending: FormModalStory;
  /** The server refuses (`status`, `message`): its toast, the input kept, the modal open. */
  failing: (status: number, message: string) => FormModalStory;
}

/** The send stories of the form `options` describes (see {@link FormModalStories}). */
export function formModalStories<I>(options: FormModalStoryOptions<I>): FormModalStories<I> {
  const { call, submit, complete, kept } = options;
  return {
    invalid: (input, message) => ({
      play: async ({ args }) => {
        await submit(input);
        await expectToast(message);
        await expect(args.onClose).not.toHaveBeenCalled();
      },
    }),
    sent: {
      ...(options.answer && {
        beforeEach({ msw }: StoryContext<FormModalArgs>) {
          if (options.answer) msw.use(call(options.answer));
        },
      }),
      play: async ({ args }) => {
        await submit(complete);
        await waitFor(() => expect(args.onClose).toHaveBeenCalled());
      },
    },
    pending: {
      beforeEach({ msw }) {
        msw.use(call(neverAnswer));
      },
      play: async () => {
        const dialog = await submit(complete);
        await waitFor(() =>
          expect(dialog.getByRole('button', { name: UI_TEXT.cancel })).toBeDisabled(),
        );
      },
    },
    failing: (status, message) => ({
      beforeEach({ msw }) {
        msw.use(call(() => errorAnswer(status, message)));
      },
      play: async ({ args }) => {
        const dialog = await submit(complete);
        await expectToast(message);
        await kept(dialog);
        await expect(args.onClose).not.toHaveBeenCalled();
      },
    }),
  };
}
