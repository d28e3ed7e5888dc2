/**
 * The load states every registry screen shows through the kit (shared/registry/RegistryPage.tsx),
 * as stories, Storybook only: each screen's stories file names its registry and its list call,
 * and exports these under its own story names (`export const Loading = states.loading;`).
 */
import { routeTitle, UI_TEXT } from '@fbi/domain';
import { errorAnswer, neverAnswer, override, type OverrideAnswer } from '@fbi/mocks/override';
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { PathOf } from '../call.ts';
import type { Registry, RegistryRecord } from '../registry/registry.ts';
import { expectLoadingTable, expectToast, page } from './storyPlay.ts';

export interface RegistryStateStoryOptions<T extends RegistryRecord, K extends string, D> {
  /** The screen's declaration: its list kind (paged or whole) and its route's title. */
  registry: Registry<T, K, D>;
  /** The path of the screen's list call (a GET), e.g. `/api/v1/act/all`. */
  list: PathOf<'GET'>;
  /**
   * The route of the empty list's story when it is a filtered one (e.g. `/acts?nick=Nobody_Here`):
   * it then says that nothing matches the filters (UI_TEXT.listEmptyFiltered).
   */
  filteredRoute?: string;
}

/** A story (CSF 3) of a screen without args. */
export interface RegistryStateStory {
  parameters?: { route: string };
  beforeEach: (context: StoryContext) => void;
  play: () => Promise<void>;
}

/** The three load states of a registry screen. */
export interface RegistryStateStories {
  /** The first load: the table's skeleton rows, marked busy, named by the route's title. */
  loading: RegistryStateStory;
  /**
   * A list with no records: the registry's empty message (UI_TEXT.listEmpty unless it declares
   * its own), or the filtered one under `filteredRoute`.
   */
  empty: RegistryStateStory;
  /** A failed load: the server's message in the error toast; «Повторить» then loads the list. */
  loadError: RegistryStateStory;
}

/** A list screen's table and list call, for {@link listStateStories}. */
export interface ListStateStoryOptions {
  /** The table's accessible name (a screen's is its route's title; null: the only table). */
  table: string | null;
  /** The path of the list call (a GET), e.g. `/api/v1/tests/templates`. */
  list: PathOf<'GET'>;
  /** The list's empty answer: `[]` (default) or an empty page. */
  none?: OverrideAnswer;
  /** What the empty list says (default UI_TEXT.listEmpty). */
  emptyText?: string;
  /** The route of a filtered empty list's story, which then says UI_TEXT.listEmptyFiltered. */
  filteredRoute?: string;
}

/**
 * The load states of any list screen's table, a declared registry's or one built by hand (see
 * {@link RegistryStateStories}).
 */
export function listStateStories(options: ListStateStoryOptions): RegistryStateStories {
  const { table, list, filteredRoute, none = [] } = options;
  const call = (answer: () => OverrideAnswer) => override('get', list, answer);
  const message = 'Внутренняя ошибка сервера';
  const emptyText = (filtered: boolean) =>
    filtered ? UI_TEXT.listEmptyFiltered : (options.emptyText ?? UI_TEXT.listEmpty);
  return {
    loading: {
      beforeEach({ msw }) {
        msw.use(call(neverAnswer));
      },
      play: () => expectLoadingTable(table),
    },
    empty: {
      ...(filteredRoute ? { parameters: { route: filteredRoute } } : {}),
      beforeEach({ msw }) {
        msw.use(call(() => none));
      },
      play: async () => {
        await expect(await page().findByText(emptyText(!!filteredRoute))).toBeVisible();
      },
    },
    loadError: {
      beforeEach({ msw }) {
        let calls = 0;
        msw.use(call(() => ((calls += 1) === 1 ? errorAnswer(500, message) : none)));
      },
      play: async () => {
        await expectToast(message);
        await userEvent.click(await page().findByRole('button', { name: UI_TEXT.retry }));
        await expect(await page().findByText(emptyText(false))).toBeVisible();
      },
    },
  };
}

/** The load-state stories of the registry `options` describes (see {@link RegistryStateStories}). */
export function registryStateStories<T extends RegistryRecord, K extends string, D>(
  options: RegistryStateStoryOptions<T, K, D>,
): RegistryStateStories {
  const { registry, list, filteredRoute } = options;
  return listStateStories({
    table: routeTitle(registry.path),
    list,
    filteredRoute,
    // A paged list answers a page; a whole list answers its records.
    none: 'pages' in registry.list ? { items: [], totalItems: 0 } : [],
    emptyText: registry.emptyText,
  });
}
