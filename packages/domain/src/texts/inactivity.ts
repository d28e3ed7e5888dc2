import { statusLabel } from '../statuses.ts';

/**
 * Texts of /inactive and the inactivity request (02 §2.7). The spec names the columns, buttons and
 * fields in English; the Russian wording is ours.
 */
export const INACTIVITY_TEXT = {
  nick: 'Ник',
  dueDate: 'Дата окончания',
  status: 'Статус',
  comment: 'Комментарий',
  reason: 'Причина',
  /** 02 §2.7 "dueDate (the inclusive end date)". */
  dueDateHint: 'Последний день инактива (включительно)',
  viewTitle: 'Инактив',
  /** 02 §2.7 dropdown "Decline / Accepted". */
  decision: 'Решение',
  decline: 'Отклонить',
  accept: 'Одобрить',
  declineTitle: 'Отклонение инактива',
  declineSubmit: 'Отклонить',
  /** 02 §2.7 modal of an approved row for HR roles. */
  approvedTitle: 'Одобренный инактив',
  viewOrder: 'Посмотреть приказ',
  remove: 'Снять с инактива',
  requestSubmit: 'Отправить',
  /** An empty comment in the list (02 §2.7 does not say; as in the order list, 02 §8). */
  noComment: 'Нет',
  total: (count: number) => `Всего заявок: ${count}`,
  /**
   * What a success toast says (issue 24: every action answers) — ours; statuses are the
   * inactivity machine's labels (02 §4).
   */
  done: {
    /** `dueDate` as shown (formatDate). */
    requested: (dueDate: string) => `Заявка на инактив до ${dueDate} подана`,
    approved: (nick: string) =>
      `Инактив ${nick}: статус «${statusLabel('inactivity', 'APPROVED')}»`,
    declined: (nick: string) =>
      `Инактив ${nick}: статус «${statusLabel('inactivity', 'DECLINED')}»`,
    removed: (nick: string) => `${nick} снят с инактива`,
  },
} as const;
