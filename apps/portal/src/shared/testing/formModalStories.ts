/**
 * The send stories of a record's form in a modal (shared/form/useRecordForm.ts), Storybook only:
 * each feature's stories file says how its form is filled and sent, and exports these under its
 * own story names (`export const Pending = form.pending;`).
 */
import { UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, type OverrideAnswer } from '@fbi/mocks/override';
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { formFiller, textbox, type DialogQueries, type FormFields } from './formFill.ts';
import { expectToast, findDialog } from './storyPlay.ts';

/** The mock's answer to a call the caller's roles may not make. */
export const FORBIDDEN = 'У вас нет доступа к этой функции';
/** The mock's answer to a failed call. */
export const SERVER_ERROR = 'Внутренняя ошибка сервера';

/** The args of a form modal: the callback its send ends with (HostModalProps, or a record's). */
interface FormModalArgs {
  onClose?: () => void;
  onDone?: () => void;
}

/** How a stories file sends its form: its own `submit`, or its declared fields. */
type FormSend<I> =
  | {
      /** Fills the dialog with `input`, presses its submit button and returns the dialog's queries. */
      submit: (input: Partial<I>) => Promise<DialogQueries>;
    }
  | {
      /** The dialog's name. */
      title: string | RegExp;
      /** The fields in the order filled (formFill.ts). */
      fields: FormFields<I>;
      /** The submit button's name. */
      submitLabel: string | RegExp;
      /** Waits for a form that replaces a loading dialog (formFill.ts's `formFiller`). */
      ready?: () => Promise<unknown>;
    };

export type FormModalStoryOptions<I> = FormSend<I> & {
  /**
   * The form's call answered by `answer`:
   * `(answer) => override('post', '/api/v1/act/add', answer)`.
   */
  call: (answer: () => OverrideAnswer | Promise<OverrideAnswer>) => HttpHandler;
  /** A complete input the rules accept (none for a form sent as it opens, or a confirmation). */
  complete?: I;
  /**
   * What shows that the typed input is still there after a refused send: a check, or the key of
   * a declared text (or typed number) field that still holds its complete value; none where
   * nothing is typed.
   */
  kept?: ((dialog: DialogQueries) => Promise<void>) | keyof I;
  /** The server's answer to the complete form, where the mock's own would not do. */
  answer?: () => OverrideAnswer;
  /** The arg called once the form is sent (default `onClose`; a row's step `onDone`). */
  done?: keyof FormModalArgs;
  /**
   * What shows the send under way: Cancel disabled (default), Delete disabled (a record's form
   * that deletes too), or `'submit'`, the submit button marked pending (a declared form only).
   */
  busy?: 'cancel' | 'delete' | 'submit';
};

/** A story (CSF 3) of a form modal. */
export interface FormModalStory {
  beforeEach?: (context: StoryContext<FormModalArgs>) => void;
  play: (context: StoryContext<FormModalArgs>) => Promise<void>;
}

/** The send stories of a form modal, and those of a refused check and a server error. */
export interface FormModalStories<I> {
  /** Fills the dialog with `input` (not sent) and returns its queries. */
  fill: (input: Partial<I>) => Promise<DialogQueries>;
  /** Fills the dialog with `input` and presses its submit button. */
  submit: (input: Partial<I>) => Promise<DialogQueries>;
  /** The dialog as it opens, then `check` on it. */
  opened: (check?: (dialog: DialogQueries) => Promise<unknown>) => FormModalStory;
  /** The complete input filled, not sent, then `check` on the dialog. */
  filled: (check: (dialog: DialogQueries) => Promise<unknown>) => FormModalStory;
  /**
   * Sent with `input`: the rule's `message` in the red toast, nothing sent, the modal open; then
   * `check` on the dialog (e.g. the field marked invalid).
   */
  invalid: (
    input: Partial<I>,
    message: string,
    check?: (dialog: DialogQueries) => Promise<unknown>,
  ) => FormModalStory;
  /**
   * As `invalid`, the complete input filled in the declared order up to `key`: `key` and the
   * fields after it left empty (the rule of the first empty field refuses it).
   */
  emptyFrom: (
    key: keyof I,
    message: string,
    check?: (dialog: DialogQueries) => Promise<unknown>,
  ) => FormModalStory;
  /** As `invalid`, the complete input with `changes` (a value, or `undefined` for empty). */
  invalidWith: (
    changes: Partial<I>,
    message: string,
    check?: (dialog: DialogQueries) => Promise<unknown>,
  ) => FormModalStory;
  /** The complete form sent: the modal closes. */
  sent: FormModalStory;
  /** While sending: Cancel is disabled, or the submit button pending (`busy`). */
  pending: FormModalStory;
  /** The server refuses (`status`, `message`): its toast, the input kept, the modal open. */
  failing: (status: number, message: string) => FormModalStory;
  /** 403: the caller's roles may not send this form; as `failing`. */
  forbidden: FormModalStory;
  /** 500: the server failed; as `failing`. */
  serverError: FormModalStory;
}

/** The send stories of the form `options` describes (see {@link FormModalStories}). */
export function formModalStories<I>(options: FormModalStoryOptions<I>): FormModalStories<I> {
  const { call } = options;
  const complete: Partial<I> = options.complete ?? {};
  const done = options.done ?? 'onClose';
  const { fill, submit } =
    'fields' in options
      ? formFiller(options.title, options.fields, options.submitLabel, options.ready)
      : {
          submit: options.submit,
          fill: (): Promise<DialogQueries> => Promise.reject(new Error('fill needs the fields')),
        };
  const kept = async (dialog: DialogQueries) => {
    if (options.kept === undefined) return;
    if (typeof options.kept === 'function') return options.kept(dialog);
    const field: unknown = 'fields' in options ? options.fields[options.kept] : undefined;
    const label = typeof field === 'object' && field && 'typed' in field ? field.typed : field;
    if (typeof label !== 'string') throw new Error('kept names a declared text field');
    await expect(textbox(dialog, label)).toHaveValue(complete[options.kept] as string);
  };
  const failing = (status: number, message: string): FormModalStory => ({
    beforeEach({ msw }) {
      msw.use(call(() => errorAnswer(status, message)));
    },
    play: async ({ args }) => {
      const dialog = await submit(complete);
      await expectToast(message);
      await kept(dialog);
      await expect(args[done]).not.toHaveBeenCalled();
    },
  });
  const invalid: FormModalStories<I>['invalid'] = (input, message, check) => ({
    play: async ({ args }) => {
      const dialog = await submit(input);
      await expectToast(message);
      await check?.(dialog);
      await expect(args[done]).not.toHaveBeenCalled();
    },
  });
  const order = 'fields' in options ? (Object.keys(options.fields) as (keyof I)[]) : [];
  return {
    fill,
    submit,
    opened: (check) => ({
      play: async () => {
        if (!('title' in options)) throw new Error('opened needs the dialog title');
        await options.ready?.();
        await check?.(await findDialog(options.title));
      },
    }),
    filled: (check) => ({
      play: async () => {
        await check(await fill(complete));
      },
    }),
    invalid,
    emptyFrom: (key, message, check) => {
      if (!order.includes(key)) throw new Error('emptyFrom needs a declared field');
      const before = order.slice(0, order.indexOf(key)).map((k) => [k, complete[k]]);
      return invalid(Object.fromEntries(before) as Partial<I>, message, check);
    },
    invalidWith: (changes, message, check) => invalid({ ...complete, ...changes }, message, check),
    sent: {
      ...(options.answer && {
        beforeEach({ msw }: StoryContext<FormModalArgs>) {
          if (options.answer) msw.use(call(options.answer));
        },
      }),
      play: async ({ args }) => {
        await submit(complete);
        await waitFor(() => expect(args[done]).toHaveBeenCalled());
      },
    },
    pending: {
      beforeEach({ msw }) {
        msw.use(call(neverAnswer));
      },
      play: async () => {
        const dialog = await submit(complete);
        await waitFor(() =>
          options.busy === 'submit' && 'submitLabel' in options
            ? expect(
                dialog.getByRole('button', { name: new RegExp(options.submitLabel) }),
              ).toHaveAttribute('data-pending')
            : expect(
                dialog.getByRole('button', {
                  name: options.busy === 'delete' ? UI_TEXT.delete : UI_TEXT.cancel,
                }),
              ).toBeDisabled(),
        );
      },
    },
    failing,
    forbidden: failing(403, FORBIDDEN),
    serverError: failing(500, SERVER_ERROR),
  };
}
