import type { MachineName, ModalId, PermissionId } from '@fbi/domain';
import type { DataTag, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { FilterField } from '../list/filterFields.ts';
import type { ListPage } from '../list/ListTable.tsx';
import type { ListFilters } from '../list/useListParams.ts';
import type { Session } from '../sessionStorage.ts';

/** A record of a registry: every list of the spec answers records with a numeric `id`. */
export interface RegistryRecord {
  id: number;
}

/** What a page of a server-paged list is asked with. */
export interface PageParams<K extends string> {
  filters: ListFilters<K>;
  /** Zero-based page, as sent (02 §9, 03 §9). */
  page: number;
  /** Rows per page: 10 on screen (02 §9, the default), up to 100 (the contract's limit) for export and lookup. */
  size?: number;
}

/**
 * Query options made by `queryOptions(…)` whose data is `TData`: their key carries the data type
 * (TanStack's DataTag). Only the key is typed here: the options' own key type makes them
 * incompatible with any wider options type, and the kit hands them to the query client as made.
 */
export interface DataQuery<TData> {
  queryKey: DataTag<QueryKey, TData, Error>;
}

/**
 * The options a declaration's list made, as the query client takes them. They were made by
 * `queryOptions(…)` for this data (the key's tag says so), so the cast only widens their key type.
 */
export function asQueryOptions<TData>(
  query: DataQuery<TData>,
): UseQueryOptions<TData, Error, TData, QueryKey> {
  return query as UseQueryOptions<TData, Error, TData, QueryKey>;
}

/**
 * How a registry's rows are asked for: a server-paged list (`{items, totalItems}` per page) or a
 * list the server answers whole (02 §7 inactivity, national security, 01 §7 MW), paged here.
 */
export type RegistryList<T, K extends string> =
  | { pages: (params: PageParams<K>, session: Session) => DataQuery<ListPage<T>> }
  | { all: (filters: ListFilters<K>, session: Session) => DataQuery<T[]> };

/** What a cell may do besides showing its row: open one of the row's dialogs. */
export interface CellContext<D> {
  open: (dialog: D) => void;
}

/** A column of a registry's table, its phone card and its CSV export. */
export interface RegistryColumn<T, D = never> {
  /** A stable column key. */
  id: string;
  /** The header text (also the CSV header and the card's label). */
  header: string;
  /** The cell as text, as shown: the CSV value, and the cell when `cell` is not given. */
  text?: (row: T) => string;
  /** The cell when it is more than text (a badge, a link, a button). */
  cell?: (row: T, context: CellContext<D>) => ReactNode;
  /**
   * The value on a phone card when it differs from the cell: a card is one press target that
   * opens its record, so a nick shows as text there rather than a link a thumb hits instead.
   */
  card?: (row: T) => ReactNode;
  /** Width: px, or a CSS length or percentage. */
  width?: number | string;
  /** The column that names the row (screen readers; the card's title). Default: the first. */
  isRowHeader?: boolean;
  /** The record's status: on a phone card it stands beside the title. */
  isStatus?: boolean;
  /** Shown on the phone card under the title (issue 24: below 600 px lists are cards). */
  onPhone?: boolean;
}

/** What pressing a row does: open one of its dialogs, or run something (open a report tab). */
export type RowOpen<D> = { dialog: D } | { run: () => void; label: string };

/** The props of a registry's dialog host: one dialog of one row at a time. */
export interface RowDialogsProps<D> {
  dialog: D;
  /** Switches to another dialog of the same row. */
  onChange: (dialog: D) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

/**
 * The props of a step a row's view opens (a form, a confirmation): `onCancel` goes back to the
 * view; `onDone` runs once its change is saved (the list refreshes in place), given what the
 * server answered where the view shows it.
 */
export interface RowStepProps<T = unknown> {
  onCancel: () => void;
  onDone: (saved?: T) => void;
}

/** What the route panel and the chat message say of the record a dialog shows (issue 26). */
export interface RouteFacts {
  /** Its status as the dialog last had it (a decision taken in the dialog moves it on). */
  status: string | null | undefined;
  /** Whom it is about: the subject, else its author. */
  nick: string;
}

/**
 * A registry's records on their status machine (issue 26): the record's view then ends with its
 * route (who acts next, «Скопировать для чата»), so no feature's dialog renders it itself.
 */
export interface RegistryRoute<D> {
  /** The machine of the records (01–03 §4, packages/domain machines). */
  machine: MachineName;
  /**
   * The record a dialog shows, read from the dialog (it holds the record as the server last
   * answered it); null for a side step (its proofs, a form) that shows no route.
   */
  of: (dialog: D) => RouteFacts | null;
}

/**
 * The route of a registry whose every dialog holds its record under `record` (issue 26): the
 * record's status, and whom it is about, its `nick` field (its subject's nick, else its author).
 * `route: routeOf('office', 'request', 'author')`; a registry with side steps that show no route
 * writes its own `of`.
 */
export function routeOf<K extends string, N extends string>(
  machine: MachineName,
  record: K,
  nick: N,
) {
  return {
    machine,
    of: (dialog: Record<K, { status?: string | null } & Record<N, string>>): RouteFacts => ({
      status: dialog[record].status,
      nick: dialog[record][nick],
    }),
  };
}

/** A button of the page header that opens one of the header/sidebar modals. */
export interface RegistryCreate {
  modal: ModalId;
  /** Who gets the button: the permission of the sidebar entry that opens the same modal. */
  permission: PermissionId;
}

/**
 * A registry screen, declared once (issue 24): everything the kit's RegistryPage needs to render
 * its header, filters, table or cards, paging, record links (`?open=<id>`), export and dialogs.
 */
export interface Registry<T extends RegistryRecord, K extends string = never, D = never> {
  /** The list route of 01 §2 / 02 §2 / 03 §2 (links to a record are `path?open=<id>`). */
  path: string;
  /** The page title; default the route's title (routeTitle). */
  title?: (session: Session) => string;
  /** The header's count line, e.g. 'Всего: 12'. */
  total: (totalItems: number) => string;
  /** The filter card's fields; their keys are the URL's query names and the list call's filters. */
  filters?: readonly FilterField<K>[];
  /** The list call. */
  list: RegistryList<T, K>;
  /** Whether the caller may read the list at all; otherwise `noAccess` shows and no call leaves. */
  mayRead?: (session: Session) => boolean;
  /** The text shown to a caller who may not read the list. */
  noAccess?: string;
  /** The columns, in order; a function when some are for some roles only. */
  columns:
    readonly RegistryColumn<T, D>[] | ((session: Session) => readonly RegistryColumn<T, D>[]);
  /**
   * How the table lays out: `fixed` gives columns their declared (percentage) widths, and below
   * `minWidth` px a desktop table scrolls sideways rather than squeeze (phones get cards).
   */
  table?: { layout?: 'fixed'; minWidth?: number };
  /** Header buttons that open a creation modal, each for its roles. */
  create?: readonly RegistryCreate[];
  /** What a row press does for this caller; null: the row does not open (not pressable). */
  open?: (row: T, session: Session) => RowOpen<D> | null;
  /** The row dialogs, lazy (they load on the first row opened; README "Budgets"). */
  Dialogs?: ComponentType<RowDialogsProps<D>>;
  /** The records' machine: their view shows their route (issue 26). */
  route?: RegistryRoute<D>;
  /** The empty text when nothing matches and no filter is set; default UI_TEXT.listEmpty. */
  emptyText?: string;
  /** What the page shows between its header and the list (a note for some callers). */
  Intro?: ComponentType;
}

/** The columns `session` sees of a declaration. */
export function columnsFor<T extends RegistryRecord, K extends string, D>(
  registry: Registry<T, K, D>,
  session: Session,
): readonly RegistryColumn<T, D>[] {
  return typeof registry.columns === 'function' ? registry.columns(session) : registry.columns;
}

/** Declares a registry (an identity that checks the declaration's types). */
export function defineRegistry<T extends RegistryRecord, K extends string = never, D = never>(
  registry: Registry<T, K, D>,
): Registry<T, K, D> {
  return registry;
}

/**
 * Dialogs loaded on first use (README "Budgets"): the export `name` of the module `load` imports,
 * in a chunk of its own; a declaration's `Dialogs` load on the first row opened.
 */
export function lazyDialogs<P, N extends string>(
  load: () => Promise<Record<N, ComponentType<P>>>,
  name: N,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
