import { REGISTRY_TEXT } from '@fbi/domain';
import type { RecordCardsProps, TableColumn } from '@fbi/ui';
import type { ReactNode } from 'react';
import type { RegistryColumn, RegistryRecord } from './registry.ts';
import * as styles from './registry.css.ts';

/** How a declaration's rows read: as table columns, and as phone cards (ListTable `cards`). */
export interface RowViews<T extends object> {
  columns: TableColumn<T>[];
  cards: Pick<RecordCardsProps<T>, 'title' | 'textValue' | 'status' | 'fields'>;
}

/**
 * The table columns and phone cards of a declaration. A column shows its `cell`, else its `text`;
 * the row-header column (the declared one, else the first) carries the «Новое» mark of a row that
 * arrived while the list was open and is the card's title; the status column stands beside it on
 * a card, the `onPhone` columns under it. A cell's `open` opens one of its row's dialogs.
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
  const title = (row: T) => (
    <span className={styles.rowHeader}>
      {header && show(header)(row)}
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
      cell: column === header ? title : show(column),
    })),
    cards: {
      title,
      textValue: (row) => header?.text?.(row) ?? String(row.id),
      status: status && show(status),
      fields: declared
        .filter((c) => c.onPhone && c !== header && c !== status)
        .map((c) => ({ id: c.id, label: c.header, value: show(c) })),
    },
  };
}
