/**
 * The stories of a record's view dialog (a record, its status, and the buttons its status machine
 * gives the session's role), Storybook only: each feature's stories file declares, per role and
 * status, which texts show and which buttons are enabled, disabled (with the machine's reason) or
 * not offered, and exports the stories under its own names.
 */
import { MW_TEXT } from '@fbi/domain';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { storySetup, type RecordStory, type StorySetup } from './actionStories.ts';
import { expectDisabledWithReason, findDialog, page } from './storyPlay.ts';

/** Queries inside the dialog. */
export type DialogQueries = ReturnType<typeof within>;

/** A button expected disabled: its name, or its name and the reason its tooltip gives. */
export type DisabledButton = string | readonly [name: string, reason: string | RegExp];

/**
 * A button pressed, the callback it calls (e.g. `(args) => args.onOpen`) and, when checked, what
 * it is called with.
 */
export type Press<TArgs> = readonly [
  name: string,
  callback: (args: TArgs) => unknown,
  ...calledWith: unknown[],
];

/** What a view shows to a role, each list checked in this order. */
export interface ViewCheck<TArgs> extends StorySetup<TArgs> {
  /** Texts shown in the dialog. */
  shows?: readonly (string | RegExp)[];
  /** Texts not shown (e.g. an old comment). */
  hides?: readonly string[];
  /** Buttons enabled. */
  enabled?: readonly string[];
  /** Buttons not offered at all. */
  absent?: readonly string[];
  /** Buttons shown disabled, saying why. */
  disabled?: readonly DisabledButton[];
  /** A menu button, and the items of its menu expected enabled. */
  menu?: { name: string; enabled: readonly (string | RegExp)[] };
  /** How many links the dialog holds (e.g. the numbered evidence links). */
  links?: number;
  /** Buttons pressed in turn after the checks, each with the callback it calls. */
  press?: readonly Press<TArgs>[];
  /** What the story does and checks after the rest. */
  then?: (args: TArgs, dialog: DialogQueries) => unknown;
}

/** The stories and queries of one record view dialog. */
export interface RecordViewStories<TArgs> {
  /** Waits for the dialog and returns queries inside it. */
  dialog: () => Promise<DialogQueries>;
  /** The dialog's button of that name. */
  button: (name: string | RegExp) => Promise<HTMLElement>;
  /** Presses the dialog's menu button `name` and returns queries inside the menu it opens. */
  openMenu: (name: string) => Promise<DialogQueries>;
  /** Presses the menu button `menu`, then its item `item`. */
  choose: (menu: string, item: string | RegExp) => Promise<void>;
  /** The view as `check` says (see {@link ViewCheck}). */
  variant: (check: ViewCheck<TArgs>) => RecordStory<TArgs>;
  /** Pressing a button calls its callback (see {@link Press}). */
  pressed: (...press: Press<TArgs>) => RecordStory<TArgs>;
  /** «Посмотреть отчёт» opens the report in a new tab. */
  viewReport: RecordStory<TArgs>;
}

/** The stories of the view dialog titled `title` (see {@link RecordViewStories}). */
export function recordViewStories<TArgs>(
  title: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): RecordViewStories<TArgs> {
  const dialog = () => findDialog(title, role);
  const button = async (name: string | RegExp) => (await dialog()).getByRole('button', { name });
  const openMenu = async (name: string) => {
    await userEvent.click(await button(name));
    return within(await page().findByRole('menu'));
  };
  const check = async (view: ViewCheck<TArgs>, args: TArgs) => {
    const queries = await dialog();
    for (const text of view.shows ?? []) await expect(queries.getByText(text)).toBeVisible();
    for (const text of view.hides ?? []) await expect(queries.queryByText(text)).toBeNull();
    for (const name of view.enabled ?? []) await expect(await button(name)).toBeEnabled();
    for (const name of view.absent ?? [])
      await expect(queries.queryByRole('button', { name })).toBeNull();
    for (const item of view.disabled ?? []) {
      const [name, reason] = typeof item === 'string' ? [item] : item;
      await expectDisabledWithReason(await button(name), reason);
    }
    if (view.menu) {
      const menu = await openMenu(view.menu.name);
      for (const name of view.menu.enabled)
        await expect(menu.getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled');
    }
    if (view.links !== undefined)
      await expect(queries.getAllByRole('link')).toHaveLength(view.links);
    for (const [name, callback, ...calledWith] of view.press ?? []) {
      await userEvent.click(await button(name));
      const called = expect(callback(args));
      await (calledWith.length
        ? called.toHaveBeenCalledWith(...calledWith)
        : called.toHaveBeenCalled());
    }
    await view.then?.(args, queries);
  };
  const variant = (view: ViewCheck<TArgs>): RecordStory<TArgs> => ({
    ...storySetup(view),
    play: ({ args }) => check(view, args),
  });
  return {
    dialog,
    button,
    openMenu,
    choose: async (menu, item) =>
      userEvent.click((await openMenu(menu)).getByRole('menuitem', { name: item })),
    variant,
    pressed: (...press) => variant({ press: [press] }),
    viewReport: {
      beforeEach() {
        const open = spyOn(window, 'open').mockReturnValue(null);
        return () => open.mockRestore();
      },
      play: async () => {
        // 01 §2 'Посмотреть отчёт', the same label on every investigative record's view.
        await userEvent.click(await button(MW_TEXT.viewReport));
        await expect(window.open).toHaveBeenCalledWith('', '_blank');
      },
    },
  };
}
