import { REGISTRY_TEXT } from '@fbi/domain';
import type { TableColumn } from '@fbi/ui';
import type { RegistryColumn, RegistryRecord } from './registry.ts';
import * as styles from './registry.css.ts';

/**
 * The table columns of a declaration: a column's `cell`, else its `text`; the row-header column
 * (the declared one, else the first) carries the «Новое» mark of a row that arrived while the list
 * was open. A cell's `open` opens one of its row's dialogs.
 */
export function tableColumns<T extends RegistryRecord, D>(
  columns: readonly RegistryColumn<T, D>[],
  isFresh: (row: T) => boolean,
  open: (row: T, dialog: D) => void,
): TableColumn<T>[] {
  const header = columns.find((c) => c.isRowHeader) ?? columns[0];
  return columns.map((column) => {
    const show = (row: T) =>
      column.cell ? column.cell(row, { open: (dialog) => open(row, dialog) }) : column.text?.(row);
    return {
      id: column.id,
      header: column.header,
      width: column.width,
      isRowHeader: column === header,
      cell:
        column === header
          ? (row: T) => (
              <span className={styles.rowHeader}>
                {show(row)}
                {isFresh(row) && <span className={styles.fresh}>{REGISTRY_TEXT.fresh}</span>}
              </span>
            )
          : show,
    };
  });
}
