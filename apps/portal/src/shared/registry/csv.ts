import { REGISTRY_TEXT, toMoscowIsoDate } from '@fbi/domain';
import Papa from 'papaparse';
import type { RegistryColumn } from './registry.ts';

/**
 * The field separator: Excel with Russian regional settings splits CSV on ';' (its list
 * separator), and puts a comma-separated row into one cell.
 */
export const CSV_DELIMITER = ';';

/** Makes Excel read the file as UTF-8 (without it Cyrillic comes out garbled). */
const BOM = '\uFEFF';

/**
 * A registry's rows as CSV text: the columns that have a text (as shown on screen: statuses as
 * their badge, dates in Moscow time), their Russian headers first, quoted by papaparse where a
 * value needs it, UTF-8 with a BOM, CRLF line ends.
 */
export function toCsv<T>(columns: readonly RegistryColumn<T, unknown>[], rows: readonly T[]) {
  const exported = columns.filter((column) => column.text !== undefined);
  return (
    BOM +
    Papa.unparse(
      {
        fields: exported.map((column) => column.header),
        data: rows.map((row) => exported.map((column) => column.text?.(row) ?? '')),
      },
      { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: true },
    )
  );
}

/** The file name of an export: the registry's title and today's Moscow date. */
export function csvFileName(title: string, now: Date = new Date()): string {
  const date = toMoscowIsoDate(now) ?? '';
  // Characters file systems refuse in a name.
  return REGISTRY_TEXT.exportFileName(title.replace(/\s*[\\/:*?"<>|]+\s*/g, ' ').trim(), date);
}

/** Saves `text` as a CSV file named `name` through the browser's download. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
