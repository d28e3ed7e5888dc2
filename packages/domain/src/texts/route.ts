/**
 * Texts of a record's route (issue 26): where the record has been, who acts next and why the
 * caller cannot, and the one-line message for the faction's chat. The spec shows none of them, so
 * all are ours; statuses and roles are worded by statuses.ts and roles.ts, and «Запись завершена»
 * and «… может …» are the disabled buttons' (DISABLED_REASON_TEXT), so both say it alike.
 */
import type { MachineName } from '../machines/index.ts';

/** The name of one record of each machine, as a chat message opens with it (ours). */
export const RECORD_KIND_NAMES: Record<MachineName, string> = {
  mw: 'MW-отчёт',
  raport: 'Рапорт',
  ibReport: 'Рапорт IB',
  ibDossier: 'Досье',
  act: 'Акт',
  order: 'Ордер',
  office: 'Заявка на допуск',
  inactivity: 'Инактив',
  nationalSecurity: 'Отчёт по национальной безопасности',
  laboratory: 'Запрос в лабораторию',
  suspect: 'Подозреваемый',
  deaHomeCheck: 'Проверка дома DEA',
  deaReport: 'Отчёт DEA',
  academyTemplate: 'Шаблон академии',
  examTestState: 'Тест',
};

export const ROUTE_TEXT = {
  /** The route panel's heading. */
  title: 'Маршрут',
  /** The list of statuses the record went through, for screen readers. */
  steps: 'Пройденные статусы',
  /** Who acts next, e.g. «Ждёт: Глава CID или Директор». */
  waits: (who: string) => `Ждёт: ${who}`,
  /** Who acts next when the record went back to its author. */
  author: 'автор — доработка',
  /** Who acts next when every staff role may. */
  anyStaff: 'любой сотрудник',
  /** Why the caller cannot act on a record back with its author. */
  authorReworks: 'Доработку вносит автор',
  /** The button that copies the chat message. */
  copyForChat: 'Скопировать для чата',
  /** The toast once the message is in the clipboard. */
  chatCopied: 'Сообщение для чата скопировано',
  /** The toast when the browser refused the clipboard; the message is shown to copy by hand. */
  chatCopyFailed: 'Не удалось скопировать сообщение',
  /**
   * The one-line chat message: «Акт «Nick_Name» — На рассмотрении. Ждёт: …. https://…».
   * @param next the «Ждёт: …» line or «Запись завершена»; null for an unknown status.
   */
  chatMessage: (kind: string, nick: string, status: string, next: string | null, link: string) =>
    `${kind} «${nick}» — ${status}. ${next === null ? '' : `${next}. `}${link}`,
} as const;
