import { pluralRu } from '../format.ts';

const records = (n: number) => `${n} ${pluralRu(n, ['запись', 'записи', 'записей'])}`;

/**
 * Texts of what every registry screen shares (issue 24): record links, phone cards, fresh rows and
 * export. The spec shows none of them, so all are ours.
 */
export const REGISTRY_TEXT = {
  /** A record dialog's header action: copies the record's link (`?open=<id>`). */
  copyLink: 'Скопировать ссылку',
  /** The toast after the link is in the clipboard. */
  linkCopied: 'Ссылка скопирована',
  /** The toast when the browser refused the clipboard; the link is shown to copy by hand. */
  linkCopyFailed: 'Не удалось скопировать ссылку',
  /** The one message of a link to a record that does not exist or that the caller may not open. */
  recordMissingTitle: 'Запись недоступна',
  recordMissing: (id: number) =>
    `Запись №${id} не найдена или у вас нет доступа к ней. Возможно, её удалили или ссылка неверна.`,
  /** While a linked record is looked up in its list. */
  recordLookup: 'Ищем запись…',
  /** A linked record that opens as a document, not a dialog (a browser opens tabs only on a press). */
  recordOpensAsDocument: 'Эта запись открывается документом в новой вкладке.',
  /** A success toast's button: opens the record it names (issue 24: every action answers). */
  openRecord: 'Открыть',
  /** The mark of a row that arrived while the list was open. */
  fresh: 'Новое',

  // ---- CSV export (issue 24) ----
  /** The header button and the export dialog's title. */
  exportCsv: 'Экспорт CSV',
  /** While the pages are fetched. */
  exportProgress: (fetched: number, total: number) => `Загружено ${fetched} из ${total}`,
  /** The progress bar's name. */
  exportProgressLabel: 'Выгрузка списка',
  /** The file is saved. */
  exportDone: (n: number) => `Файл сохранён: ${records(n)}.`,
  /** The list held more than one export takes. */
  exportCapped: (limit: number, total: number) =>
    `Выгружены первые ${records(limit)} из ${total}: больше за один раз не выгружается. Сузьте фильтры, чтобы выгрузить остальное.`,
  /** Nothing matched the filters. */
  exportEmpty: 'По текущим фильтрам нет записей: выгружать нечего.',
  /** A page failed to load; the error toast names the cause. */
  exportFailed: 'Не удалось выгрузить список.',
  /** The file name: the registry's title and the Moscow date (YYYY-MM-DD). */
  exportFileName: (title: string, isoDate: string) => `${title} ${isoDate}.csv`,
} as const;
