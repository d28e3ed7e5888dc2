import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { Skeleton } from '../Skeleton/Skeleton';
import { hasTextSelection } from '../Table/Table';
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
  /** The record's text for typeahead and screen readers' item name. */
  textValue: (row: T) => string;
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
 * card has the record's title and status first, then its labelled fields. A react-aria GridList,
 * so it is one list to a screen reader, arrows move between cards, Enter or a tap opens a card,
 * and a card's own links and buttons stay reachable.
 */
export function RecordCards<T extends object>({
  'aria-label': ariaLabel,
  rows,
  rowKey,
  title,
  textValue,
  status,
  fields,
  onRowPress,
  isRowPressable,
  emptyText,
  isLoading,
  skeletonRows = 3,
}: RecordCardsProps<T>) {
  const onRowPressRef = useRef(onRowPress);
  useEffect(() => {
    onRowPressRef.current = onRowPress;
  });
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
  const pressable = (row: T) => !!onRowPress && (isRowPressable ? isRowPressable(row) : true);
  return (
    <GridList
      aria-label={ariaLabel}
      items={rows}
      className={styles.list}
      renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
      dependencies={[title, status, fields, isRowPressable]}
    >
      {(row) => (
        <GridListItem
          id={rowKey(row)}
          textValue={textValue(row)}
          className={clsx(styles.card, pressable(row) && styles.pressable)}
          onAction={
            pressable(row)
              ? () => {
                  if (!hasTextSelection()) onRowPressRef.current?.(row);
                }
              : undefined
          }
        >
          <div className={styles.head}>
            <span className={styles.title}>{title(row)}</span>
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
        </GridListItem>
      )}
    </GridList>
  );
}
