import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  type ColumnProps,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
  VisuallyHidden,
} from 'react-aria-components';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './Table.css';

type ColumnSize = NonNullable<ColumnProps['width']>;

/** A typed column definition. */
export interface TableColumn<T> {
  /** A stable column key. */
  id: string;
  /** The header text. */
  header: string;
  /** Renders the cell of this column for a row. */
  cell: (row: T) => ReactNode;
  /** Width: px number, or a CSS length/percentage (`'20%'`, `'2fr'` also work when virtualized). */
  width?: number | string;
  /** Marks the column that names the row for screen readers (default: the first column). */
  isRowHeader?: boolean;
}

export interface TableProps<T extends object> {
  /** The table's accessible name. */
  'aria-label': string;
  /** Column definitions, in display order. */
  columns: readonly TableColumn<T>[];
  /** The rows. */
  rows: readonly T[];
  /** A stable key per row; a new function may be passed each render, but not new keys. */
  rowKey: (row: T) => string | number;
  /**
   * Called when a row is activated (click, tap, Enter). Ignored while the user has text selected,
   * so selecting text in a row does not open it.
   */
  onRowPress?: (row: T) => void;
  /** Whether a row may be pressed (default: every row, when `onRowPress` is set). */
  isRowPressable?: (row: T) => boolean;
  /** Text of the empty state. Default 'Нет данных'. */
  emptyText?: ReactNode;
  /** Show skeleton rows instead of data. */
  isLoading?: boolean;
  /** How many skeleton rows to show while loading. Default 5. */
  skeletonRows?: number;
  /**
   * Virtualize (render only visible rows) above this many rows. Default 100. The virtualized
   * table scrolls inside a box of `maxHeight`.
   */
  virtualizeThreshold?: number;
  /** Height of the scroll box of a virtualized table, px. Default 600. */
  maxHeight?: number;
  /** Row height of a virtualized table, px. Default 44. */
  rowHeight?: number;
  /**
   * `auto` (default): columns size to their content. `fixed`: columns take their `width`s (give
   * percentages), so tables with the same columns line up and every column fits the page (the
   * roster; issue 8).
   */
  layout?: 'auto' | 'fixed';
  /** Below this width in px the table scrolls sideways instead of squeezing (a phone). */
  minWidth?: number;
  /** Extra class on the outer container. */
  className?: string;
}

/** Rows built into a virtualized table's first paint; the rest follow in background chunks. */
const FIRST_CHUNK = 200;
/**
 * Each background step doubles the rows built: every update re-derives RAC's collection (work
 * proportional to its size), so doubling keeps the total near one full build in few steps.
 */
const GROWTH = 2;

/**
 * How many of `rows` to hand to the table: all of them, or for a long list a growing prefix —
 * the first chunk paints at once, the rest is appended chunk by chunk after each paint, so a 10,000-row list does not block the first paint.
 */
function useProgressiveRows<T>(rows: readonly T[], enabled: boolean) {
  const [state, setState] = useState({ rows, limit: FIRST_CHUNK });
  let limit = state.limit;
  if (state.rows !== rows) {
    // New data: restart from the first chunk (state adjusted during render, React's pattern).
    limit = FIRST_CHUNK;
    setState({ rows, limit });
  }
  const complete = !enabled || limit >= rows.length;
  const loadMore = () => setState((s) => (s.rows === rows ? { rows, limit: s.limit * GROWTH } : s));
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });
  useEffect(() => {
    if (complete) return;
    // Append the next chunk only after the browser painted the current one.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => loadMoreRef.current(), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [complete, limit]);
  return {
    shown: complete ? rows : rows.slice(0, limit),
    isComplete: complete,
  };
}

interface LoadingTableProps {
  'aria-label': string;
  columns: readonly { id: string; header: string; width?: number | string }[];
  rowHeaderId: string | undefined;
  skeletonRows: number;
  fixed: boolean;
  minWidth: number | undefined;
  className: string | undefined;
}

/**
 * The loading state: the table's header and skeleton rows as plain HTML in the same classes, so
 * the rows that replace it sit exactly where it was (no layout shift). Not a RAC Table: nothing
 * in it can be focused or pressed, and react-aria's collection costs two full renders of every
 * cell, which on a slow phone were long tasks of the list's first load (issue 13, TBT).
 */
function LoadingTable({
  'aria-label': ariaLabel,
  columns,
  rowHeaderId,
  skeletonRows,
  fixed,
  minWidth,
  className,
}: LoadingTableProps) {
  return (
    <div className={clsx(styles.container, className)}>
      <table
        aria-label={ariaLabel}
        aria-busy="true"
        className={clsx(styles.table, fixed && styles.fixedTable)}
        style={minWidth ? { minWidth } : undefined}
      >
        <thead>
          <tr>
            {columns.map((col) => (
              <th
                key={col.id}
                scope="col"
                className={clsx(styles.column, col.id === rowHeaderId && styles.stickyHeader)}
                style={col.width == null ? undefined : { width: col.width }}
              >
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: skeletonRows }, (_, r) => (
            <tr key={r} className={styles.row}>
              {columns.map((col, c) => (
                <td
                  key={col.id}
                  className={clsx(
                    styles.cell,
                    fixed && styles.fixedCell,
                    col.id === rowHeaderId && styles.stickyColumn,
                  )}
                >
                  {col.id === rowHeaderId && <VisuallyHidden>Загрузка…</VisuallyHidden>}
                  <Skeleton width={c === 0 ? '70%' : '55%'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const isColumnSize = (w: number | string | undefined): w is ColumnSize =>
  typeof w === 'number' || (typeof w === 'string' && /^\d+(\.\d+)?(%|fr)$/.test(w));

/** True while the user has a non-empty text selection in the document. */
export function hasTextSelection(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString().trim() !== '';
}

/**
 * A data table on RAC `Table`: typed columns, pressable rows (keyboard: arrows then Enter),
 * empty state, loading skeleton, and virtualization for long lists. The row-header column stays
 * in view while a wide table scrolls sideways, under a visible scrollbar with edge shadows.
 */
export function Table<T extends object>({
  'aria-label': ariaLabel,
  columns,
  rows,
  rowKey,
  onRowPress,
  isRowPressable,
  emptyText = 'Нет данных',
  isLoading,
  skeletonRows = 5,
  virtualizeThreshold = 100,
  maxHeight = 600,
  rowHeight = 44,
  layout = 'auto',
  minWidth,
  className,
}: TableProps<T>) {
  const fixed = layout === 'fixed';
  const virtualized = !isLoading && rows.length > virtualizeThreshold;
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const rowHeaderId = columns.find((c, i) => c.isRowHeader ?? (!hasRowHeader && i === 0))?.id;

  const { shown, isComplete } = useProgressiveRows(rows, virtualized);
  // The latest handler, read at press time, so a new inline callback does not rebuild the rows.
  const onRowPressRef = useRef(onRowPress);
  useEffect(() => {
    onRowPressRef.current = onRowPress;
  });
  // Before the grid is built: a loading table has no react-aria collection (LoadingTable).
  if (isLoading) {
    return (
      <LoadingTable
        aria-label={ariaLabel}
        columns={columns}
        rowHeaderId={rowHeaderId}
        skeletonRows={skeletonRows}
        fixed={fixed}
        minWidth={minWidth}
        className={className}
      />
    );
  }

  const hasRowPress = !!onRowPress;
  // What the cached rows depend on, by value: callers pass `rowKey` and `isRowPressable` as
  // inline functions, and a new function each render would re-render every row of the table on
  // any re-render of the page (issue 13: long tasks on a slow phone). `rowKey` must not change
  // what it returns for a row; which rows are pressable is compared as a string.
  const pressableRows =
    hasRowPress && isRowPressable ? shown.map((row) => (isRowPressable(row) ? 1 : 0)).join('') : '';

  const header = (
    <TableHeader>
      {columns.map((col, i) => (
        <Column
          key={col.id}
          id={col.id}
          isRowHeader={col.isRowHeader ?? (!hasRowHeader && i === 0)}
          className={clsx(
            styles.column,
            !virtualized && col.id === rowHeaderId && styles.stickyHeader,
          )}
          width={virtualized && isColumnSize(col.width) ? col.width : undefined}
          style={virtualized || col.width == null ? undefined : { width: col.width }}
        >
          {col.header}
        </Column>
      ))}
    </TableHeader>
  );

  const body = (
    <TableBody renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}>
      <Collection items={shown} dependencies={[columns, pressableRows, hasRowPress]}>
        {(row) => {
          const pressable = hasRowPress && (isRowPressable ? isRowPressable(row) : true);
          return (
            <Row
              id={rowKey(row)}
              className={clsx(styles.row, pressable && styles.rowPressable)}
              onAction={
                pressable
                  ? () => {
                      if (!hasTextSelection()) onRowPressRef.current?.(row);
                    }
                  : undefined
              }
            >
              {columns.map((col) => (
                <Cell
                  key={col.id}
                  className={clsx(
                    styles.cell,
                    fixed && styles.fixedCell,
                    col.id === rowHeaderId && styles.stickyColumn,
                  )}
                >
                  {col.cell(row)}
                </Cell>
              ))}
            </Row>
          );
        }}
      </Collection>
    </TableBody>
  );

  if (virtualized) {
    return (
      <div className={clsx(styles.container, className)}>
        <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
          <RACTable
            aria-label={ariaLabel}
            className={clsx(styles.table, styles.virtualTable)}
            style={{ height: Math.min(maxHeight, (rows.length + 1) * rowHeight + 2) }}
          >
            {header}
            {body}
          </RACTable>
        </Virtualizer>
        {!isComplete && (
          <div className={styles.loadMore} role="status">
            Загрузка строк: {shown.length} из {rows.length}
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={clsx(styles.container, className)}>
      <RACTable
        aria-label={ariaLabel}
        className={clsx(styles.table, fixed && styles.fixedTable)}
        style={minWidth ? { minWidth } : undefined}
      >
        {header}
        {body}
      </RACTable>
    </div>
  );
}
