import { useQuery, useQueryClient } from '@tanstack/react-query';
import { parseAsInteger, useQueryState } from 'nuqs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListFilters } from '../list/useListParams.ts';
import type { Session } from '../sessionStorage.ts';
import { fetchRows } from './fetchRows.ts';
import type { Registry, RegistryRecord, RowOpen } from './registry.ts';

/** The most rows a record link's lookup walks (the export's cap too: 50 pages of 100). */
export const LOOKUP_LIMIT = 5_000;

/** What a record link shows besides a dialog. */
export type RecordNotice =
  | { kind: 'looking'; id: number }
  | { kind: 'missing'; id: number }
  | { kind: 'document'; id: number; run: () => void; label: string };

/** A registry's open record: its dialog, or what to say about the link instead. */
export interface RecordLink<D> {
  /** The id in `?open=`, or null. */
  openId: number | null;
  /** The open dialog of the record in the URL. */
  dialog: D | null;
  /** The link's message when it shows no dialog (being looked up, missing, a document). */
  notice: RecordNotice | null;
  /**
   * Opens a row as its press does: its dialog (and puts its id in the URL) or its document. With
   * `link: false` the dialog opens without a link (a cell's side dialog, such as a row's proofs,
   * which a link would not reopen: the link opens what the row opens).
   */
  press: (row: RegistryRecord, opened: RowOpen<D> | null, options?: { link: boolean }) => void;
  /** Whether the open dialog is the one the URL names (it then offers «Скопировать ссылку»). */
  linked: boolean;
  /** Switches to another dialog of the same record. */
  change: (dialog: D) => void;
  /** Closes the record: the URL loses `?open=` (Back when opening added the history entry). */
  close: () => void;
}

const OPEN_PARSER = parseAsInteger.withOptions({ history: 'push' });

/**
 * The record in the URL's `?open=<id>` (issue 24: a link for every record). A row press puts its
 * id there (a history entry, so Back closes it); a cold link finds the record on the shown page,
 * else walks the unfiltered list (fetchRows, up to LOOKUP_LIMIT rows), then opens what a press on
 * its row would open for this caller. A record not found, or whose row this caller may not open,
 * gives one `missing` notice; one that opens as a document (a report tab) a `document` notice with
 * the press the browser needs to open a tab.
 * @param rows the shown page's rows, undefined while it loads.
 */
export function useRecordLink<T extends RegistryRecord, K extends string, D>(
  registry: Registry<T, K, D>,
  session: Session,
  rows: readonly T[] | undefined,
  mayRead: boolean,
): RecordLink<D> {
  const [openId, setOpenId] = useQueryState('open', OPEN_PARSER);
  const navigate = useNavigate();
  const client = useQueryClient();
  // Whether this page put the id in the URL with a new history entry: closing then goes Back.
  const pushed = useRef(false);
  const [current, setCurrent] = useState<{ id: number; dialog: D; linked: boolean } | null>(null);
  // The id whose dialog was just closed while the URL still names it: it must not reopen in the
  // renders before the URL loses it, or the dialog's focus scope remounts and focus ends on the
  // page's body instead of the row it was opened from.
  const [closedId, setClosedId] = useState<number | null>(null);

  const onPage = openId === null ? undefined : rows?.find((row) => row.id === openId);
  const resolved = current !== null && current.id === openId;
  // A dialog opened without a link shows whatever the URL says.
  const shown = current !== null && (!current.linked || resolved) ? current : null;
  const lookup = useQuery({
    queryKey: ['recordLink', registry.path, openId],
    queryFn: async () => {
      const filters = Object.fromEntries(
        (registry.filters ?? []).map(({ key }) => [key, '']),
      ) as ListFilters<K>;
      const { rows: found } = await fetchRows(client, {
        list: registry.list,
        filters,
        session,
        limit: LOOKUP_LIMIT,
        until: (row) => row.id === openId,
      });
      return found.find((row) => row.id === openId) ?? null;
    },
    enabled: openId !== null && mayRead && !resolved && rows !== undefined && !onPage,
  });

  const row = onPage ?? lookup.data ?? undefined;
  const opened = row ? (registry.open?.(row, session) ?? null) : null;
  if (openId !== null && openId !== closedId && !resolved && opened && 'dialog' in opened) {
    // A link (or Forward) names a record whose dialog is not open yet: open its first dialog
    // (adjusting state while rendering, React's pattern for state derived from the URL).
    setCurrent({ id: openId, dialog: opened.dialog, linked: true });
  }
  // Back (or a link without the id) closes the record. Only a change of the URL counts: a press
  // sets the dialog before the URL has its id, and must not be undone in between.
  const [urlId, setUrlId] = useState(openId);
  if (openId !== urlId) {
    setUrlId(openId);
    if (openId !== closedId) setClosedId(null);
    if (openId === null && current?.linked) setCurrent(null);
  }

  let notice: RecordNotice | null = null;
  if (openId !== null && openId !== closedId && !resolved && shown === null) {
    if (opened && 'run' in opened) notice = { kind: 'document', id: openId, ...opened };
    else if (!mayRead || row !== undefined || lookup.data === null || lookup.isError)
      notice = { kind: 'missing', id: openId };
    else notice = { kind: 'looking', id: openId };
  }

  useEffect(() => {
    // Back (or any link) took the id away: the entry this page added is gone.
    if (openId === null) pushed.current = false;
  }, [openId]);

  const press = useCallback(
    (row: RegistryRecord, result: RowOpen<D> | null, options = { link: true }) => {
      if (!result) return;
      if ('run' in result) {
        result.run();
        return;
      }
      setCurrent({ id: row.id, dialog: result.dialog, linked: options.link });
      if (!options.link) return;
      pushed.current = true;
      void setOpenId(row.id);
    },
    [setOpenId],
  );
  const change = useCallback(
    (dialog: D) => setCurrent((was) => (was ? { ...was, dialog } : was)),
    [],
  );
  const close = useCallback(() => {
    const wasLinked = current?.linked ?? true;
    setCurrent(null);
    if (!wasLinked) return;
    setClosedId(openId);
    // The press added a history entry: leave it as Back would, so Back then leaves the list.
    // Only one of the two: a replace queued beside Back let the router answer once more with the
    // old URL, which reopened the dialog for a moment and dropped focus on the page's body.
    if (pushed.current) {
      pushed.current = false;
      void navigate(-1);
    } else void setOpenId(null, { history: 'replace' });
  }, [current, navigate, openId, setOpenId]);

  return {
    openId,
    dialog: shown?.dialog ?? null,
    linked: shown?.linked ?? false,
    notice,
    press,
    change,
    close,
  };
}
