/**
 * Texts of a record's history, the «Пока вас не было» panel and the desktop notifications
 * (issue 26). The spec has none of these: every text is ours. Field labels are the registries'
 * (history.ts), status labels statuses.ts, registry titles the routes' (navigation.ts).
 */
import { pluralRu } from '../format.ts';

/** The history panel of a record dialog (ours). */
export const HISTORY_TEXT = {
  title: 'История',
  loading: 'Загружаем историю…',
  /** The server answers the optional history operation 404 (ours). */
  unavailable: 'История недоступна на этом сервере',
  failed: 'Не удалось загрузить историю',
  empty: 'Событий пока нет',
  created: 'Запись создана',
  edited: 'Запись изменена',
  statusChanged: 'Статус изменён',
  decided: 'Решение',
  commented: 'Комментарий',
  deleted: 'Запись удалена',
  /** An event's time and author, for screen readers and the line under it (ours). */
  byAt: (author: string, at: string) => `${author}, ${at}`,
  /** A status change: the labels of the statuses before and after (ours). */
  transition: (what: string, from: string, to: string) => `${what}: «${from}» → «${to}»`,
  /** An empty field value in a change (ours). */
  emptyValue: '—',
  /** A change of one field, for screen readers (ours). */
  change: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
  /** A field without a label of its registry (ours). */
  otherField: 'Другое поле',
  yes: 'Да',
  no: 'Нет',
} as const;

/** The «Пока вас не было» panel (ours). */
export const AWAY_TEXT = {
  title: 'Пока вас не было',
  /** The profile menu's item that opens the panel again (ours). */
  menuItem: 'Пока вас не было',
  close: 'Закрыть',
  decisions: 'Решения по вашим записям',
  newRecords: 'Новые записи',
  nothing: 'Ничего нового с вашего прошлого визита',
  loading: 'Сверяем списки…',
  /** Lists that did not answer; the rest is shown (ours). */
  failed: (n: number) =>
    `${n} ${pluralRu(n, ['список не ответил', 'списка не ответили', 'списков не ответили'])}`,
  /** A decision line: registry, record, new status (ours). */
  decision: (registry: string, id: number, status: string) => `${registry} №${id}: ${status}`,
  /** A new record line (ours). */
  newRecord: (registry: string, id: number, nick: string) => `${registry} №${id} — ${nick}`,
  /** The comment of a return or decline (ours). */
  comment: (text: string) => `Комментарий: ${text}`,
  /** Who decided, read from the history where the server has it (ours). */
  decidedBy: (nick: string) => `Решение принял ${nick}`,
  since: (at: string) => `С ${at}`,
} as const;

/** The notifications setting of the profile menu and the notifications themselves (ours). */
export const NOTIFY_TEXT = {
  menuItem: 'Уведомления',
  title: 'Уведомления',
  close: 'Закрыть',
  enabled: 'Уведомления на рабочем столе',
  enabledHint: 'Только пока вкладка скрыта, не чаще раза в минуту',
  sound: 'Короткий звуковой сигнал',
  /** The browser refused the permission (ours). */
  denied:
    'Браузер запретил уведомления для этого сайта. Разрешите их в настройках сайта и включите снова.',
  unsupported: 'Этот браузер не показывает уведомления',
  /** A notification's title (ours). */
  heading: 'Портал FBI',
  /** A new record in the caller's queue (ours). */
  queued: (registry: string, id: number) => `Ждёт вашего решения: ${registry} №${id}`,
  /** A decision on the caller's record (ours). */
  decided: (registry: string, id: number, status: string) => `${registry} №${id}: ${status}`,
  /** Several lines grouped into one notification (ours). */
  more: (n: number) => `и ещё ${n} ${pluralRu(n, ['событие', 'события', 'событий'])}`,
} as const;
