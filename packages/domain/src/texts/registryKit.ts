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
  /** The mark of a row that arrived while the list was open. */
  fresh: 'Новое',
} as const;
