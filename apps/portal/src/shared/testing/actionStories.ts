/**
 * The stories of one action of a record's dialog (a button or a menu item that sends one call:
 * approve, take, delete, a status change), Storybook only: each feature's stories file says how
 * the action is pressed and what it calls back, and exports these stories under its own names
 * (`export const ApprovePending = approve.pending;`).
 */
import type { Role } from '@fbi/domain';
import { errorAnswer, neverAnswer, type OverrideAnswer } from '@fbi/mocks/override';
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { clearStaleAnnouncements, expectToast } from './storyPlay.ts';

/** A story (CSF 3) of a record's dialog whose args are `TArgs`. */
export interface RecordStory<TArgs> {
  args?: Partial<TArgs>;
  parameters?: { session: { role: Role } };
  beforeEach?: (context: StoryContext<TArgs>) => undefined | (() => void);
  play: (context: StoryContext<TArgs>) => Promise<void>;
}

/** The args and the session role of a story, over the meta's. */
export interface StorySetup<TArgs> {
  args?: Partial<TArgs>;
  /** The session's role (the meta's when left out). */
  role?: Role;
}

/** The keys of a story for `setup`: only those given, so the meta's apply otherwise. */
export function storySetup<TArgs>({
  args,
  role,
}: StorySetup<TArgs>): Omit<RecordStory<TArgs>, 'play'> {
  return { ...(args ? { args } : {}), ...(role ? { parameters: { session: { role } } } : {}) };
}

/** The `beforeEach` of a story whose calls `handlers` answer (e.g. an override of one call). */
export function answering<TArgs>(
  ...handlers: HttpHandler[]
): Pick<RecordStory<TArgs>, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...handlers);
      return undefined;
    },
  };
}

export interface ActionStoryOptions<TArgs> extends StorySetup<TArgs> {
  /** Presses the action in the open dialog (its button, or its item of a menu). */
  press: () => Promise<unknown>;
  /**
   * The action's call answered by `answer`:
   * `(answer) => override('put', '/api/v1/order/{id}/approve', answer)`.
   */
  call: (answer: () => OverrideAnswer | Promise<OverrideAnswer>) => HttpHandler;
  /** The server's answer to the done action (the `done` story); the mock's own when left out. */
  answer?: () => OverrideAnswer;
  /** The callback the done action calls, e.g. `(args) => args.onClose`; a failed one does not. */
  callback: (args: TArgs) => unknown;
  /** What the done action calls the callback with, when the story checks it. */
  calledWith?: readonly unknown[];
  /** What shows while the call is pending (e.g. another button disabled). */
  pending: () => Promise<unknown>;
  /** What shows that the typed input is still there after a failed call (e.g. a field's value). */
  kept?: () => Promise<unknown>;
}

/** The done, pending and failing stories of one action. */
export interface ActionStories<TArgs> {
  /** Done: the callback called. */
  done: RecordStory<TArgs>;
  /** While the call is pending. */
  pending: RecordStory<TArgs>;
  /** The server refuses (`status`, `message`): its toast, the input kept, the callback not called. */
  failing: (status: number, message: string) => RecordStory<TArgs>;
}

/** The stories of the action `options` describes (see {@link ActionStories}). */
export function actionStories<TArgs>(options: ActionStoryOptions<TArgs>): ActionStories<TArgs> {
  const { press, call, callback } = options;
  const setup = storySetup(options);
  const answered = (
    answer: () => OverrideAnswer | Promise<OverrideAnswer>,
  ): Omit<RecordStory<TArgs>, 'play'> => ({ ...setup, ...answering<TArgs>(call(answer)) });
  return {
    done: {
      ...(options.answer ? answered(options.answer) : setup),
      play: async ({ args }) => {
        await press();
        const called = options.calledWith;
        await waitFor(() =>
          called
            ? expect(callback(args)).toHaveBeenCalledWith(...called)
            : expect(callback(args)).toHaveBeenCalled(),
        );
        // The done action's pending button may be gone; react-aria's announcement of it would dangle.
        clearStaleAnnouncements();
      },
    },
    pending: {
      ...answered(neverAnswer),
      play: async () => {
        await press();
        await options.pending();
      },
    },
    failing: (status, message) => ({
      ...answered(() => errorAnswer(status, message)),
      play: async ({ args }) => {
        await press();
        await expectToast(message);
        await options.kept?.();
        await expect(callback(args)).not.toHaveBeenCalled();
      },
    }),
  };
}

/** What a story does before and after its play (e.g. fills a field first, checks a toast last). */
export interface StorySteps<TArgs> {
  before?: (context: StoryContext<TArgs>) => Promise<unknown>;
  after?: (context: StoryContext<TArgs>) => Promise<unknown>;
}

/** `story` with the steps `steps` around its play. */
export function withSteps<TArgs>(
  story: RecordStory<TArgs>,
  { before, after }: StorySteps<TArgs>,
): RecordStory<TArgs> {
  return {
    ...story,
    play: async (context) => {
      await before?.(context);
      await story.play(context);
      await after?.(context);
    },
  };
}
