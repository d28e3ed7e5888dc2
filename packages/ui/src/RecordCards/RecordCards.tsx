import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './RecordCards.css';

/** A labelled field of a record card. */
export interface RecordCardField<T> {
  id: string;
  /** The label (a table column's header). */
  label: string;
  /** The value as the table cell shows it. */
  value: (row: T) => ReactNode;
}

export interface RecordCardsProps<T extends object> {
  /** The list's accessible name. */
  'aria-label': string;
  rows: readonly T[];
  /** A stable key per row. */
  rowKey: (row: T) => string | number;
  /** What names the record: the card's title (the table's row header). */
  title: (row: T) => ReactNode;
  /** The status badge beside the title, if the record has one. */
  status?: (row: T) => ReactNode;
  /** The fields under the title. */
  fields: readonly RecordCardField<T>[];
  /** Called when a card is activated (tap, click, Enter); ignored while text is selected. */
  onRowPress?: (row: T) => void;
  /** Whether a card may be activated (default: every card, when `onRowPress` is set). */
  isRowPressable?: (row: T) => boolean;
  /** The empty text. */
  emptyText: ReactNode;
  /** Show skeleton cards instead of data. */
  isLoading?: boolean;
  /** How many skeleton cards show while loading. Default 3. */
  skeletonRows?: number;
}

/**
 * A registry's rows as cards for a phone (issue 24: below 600 px no list scrolls sideways): each
 * card has the record's title and status first, then its labelled fields. A plain list, so it is
 * one list of N items to a screen reader; an openable card's title is a button (Tab reaches it,
 * Enter or Space opens the card), and a tap or click anywhere else on the card opens it too,
 * unless it lands on a link or button of the card's own or ends a text selection: staff copy a
 * nick from a card (a long press on a phone). Not a react-aria GridList: its collection renders
 * every card twice, ~90 ms of a phone's main thread for a page of 10 at Lighthouse's 4× CPU (the
 * list pages' TBT).
 */
export function RecordCards<T extends object>({
  'aria-label': ariaLabel,
  rows,
  rowKey,
  title,
  status,
  fields,
  onRowPress,
  isRowPressable,
  emptyText,
  isLoading,
  skeletonRows = 3,
}: RecordCardsProps<T>) {
  if (isLoading) {
    return (
      <ul aria-label={ariaLabel} aria-busy="true" className={styles.list}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <li key={i} className={styles.card}>
            <Skeleton width="60%" />
            <Skeleton width="85%" />
            <Skeleton width="45%" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) return <div className={styles.empty}>{emptyText}</div>;
  const pressable = (row: T) => !!onRowPress && (isRowPressable ? isRowPressable(row) : true);
  // The card's own click, for a pointer: the keyboard has the title's button, which (like any
  // control in the card) handles its own clicks.
  const onCardClick = (event: MouseEvent<HTMLLIElement>, row: T) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    onRowPress?.(row);
  };
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {rows.map((row) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer's shortcut to the title's button, which keyboards and screen readers use
        <li
          key={rowKey(row)}
          className={clsx(styles.card, pressable(row) && styles.pressable)}
          onClick={pressable(row) ? (event) => onCardClick(event, row) : undefined}
        >
          <div className={styles.head}>
            {pressable(row) ? (
              <button
                type="button"
                className={clsx(styles.title, styles.open)}
                onClick={() => onRowPress?.(row)}
              >
                {title(row)}
              </button>
            ) : (
              <span className={styles.title}>{title(row)}</span>
            )}
            {status && <span className={styles.status}>{status(row)}</span>}
          </div>
          {fields.length > 0 && (
            <dl className={styles.fields}>
              {fields.map((field) => (
                <div key={field.id} className={styles.field}>
                  <dt className={styles.label}>{field.label}</dt>
                  <dd className={styles.value}>{field.value(row)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
