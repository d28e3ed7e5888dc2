import { REGISTRY_TEXT } from '@fbi/domain';
import type { RecordCardsProps, TableColumn } from '@fbi/ui';
import type { ReactNode } from 'react';
import type { RegistryColumn, RegistryRecord } from './registry.ts';
import * as styles from './registry.css.ts';

/** How a declaration's rows read: as table columns, and as phone cards (ListTable `cards`). */
export interface RowViews<T extends object> {
  columns: TableColumn<T>[];
  cards: Pick<RecordCardsProps<T>, 'title' | 'status' | 'fields'>;
}

/**
 * The table columns and phone cards of a declaration. A column shows its `cell`, else its `text`;
 * the row-header column (the declared one, else the first) carries the «Новое» mark of a row that
 * arrived while the list was open and is the card's title; the status column stands beside it on
 * a card, the `onPhone` columns under it, each as its `card` where it declares one (a nick as
 * text: the card itself opens the record). A cell's `open` opens one of its row's dialogs.
 */
export function rowViews<T extends RegistryRecord, D>(
  declared: readonly RegistryColumn<T, D>[],
  isFresh: (row: T) => boolean,
  open: (row: T, dialog: D) => void,
): RowViews<T> {
  const header = declared.find((c) => c.isRowHeader) ?? declared[0];
  const show =
    (column: RegistryColumn<T, D>) =>
    (row: T): ReactNode =>
      column.cell ? column.cell(row, { open: (dialog) => open(row, dialog) }) : column.text?.(row);
  const onCard = (column: RegistryColumn<T, D>) => column.card ?? show(column);
  const title = (row: T, shown: (row: T) => ReactNode) => (
    <span className={styles.rowHeader}>
      {shown(row)}
      {isFresh(row) && <span className={styles.fresh}>{REGISTRY_TEXT.fresh}</span>}
    </span>
  );
  const status = declared.find((c) => c.isStatus);
  return {
    columns: declared.map((column) => ({
      id: column.id,
      header: column.header,
      width: column.width,
      isRowHeader: column === header,
      cell: column === header ? (row: T) => title(row, show(column)) : show(column),
    })),
    cards: {
      title: (row) => title(row, header ? onCard(header) : () => null),
      status: status && onCard(status),
      fields: declared
        .filter((c) => c.onPhone && c !== header && c !== status)
        .map((c) => ({ id: c.id, label: c.header, value: onCard(c) })),
    },
  };
}
