import { statusLabel } from '../statuses.ts';

/**
 * Texts of the office passes (02 §2.6). The spec names the columns, fields and buttons in
 * English; the Russian wording is ours. 'Не назначен' and 'Не выдан' are UI_TEXT's.
 */
export const OFFICE_TEXT = {
  createdAt: 'Дата',
  author: 'Автор',
  approver: 'Одобрил',
  comment: 'Комментарий',
  status: 'Статус',
  level: 'Уровень допуска',
  total: (count: number) => `Всего заявок: ${count}`,
  // View modal (02 §2.6).
  viewTitle: (author: string) => `Заявка на допуск: ${author}`,
  nick: 'Ник',
  organisation: 'Организация',
  rang: 'Ранг',
  position: 'Должность',
  passport: 'Копия паспорта',
  openPassport: 'Открыть',
  basis: 'Основание',
  decline: 'Отклонить',
  declineTitle: 'Отклонение заявки',
  issueLevel: 'Выдать допуск',
  changeLevel: 'Изменить уровень',
  /** Withdraws the level: the level-delete call of 02 §7 (request back on check) — ours. */
  withdrawLevel: 'Отозвать допуск',
  withdrawTitle: 'Отзыв допуска',
  confirmWithdraw: (author: string) =>
    `Отозвать уровень допуска у заявки ${author}? Заявка вернётся на проверку.`,
  delete: 'Удалить',
  deleteTitle: 'Удаление заявки',
  confirmDelete: (author: string) => `Вы уверены, что хотите удалить заявку ${author}?`,
  // Request form (02 §2.6).
  faction: 'Фракция',
  description: 'Основание',
  send: 'Отправить',
  /**
   * What a success toast says (issue 24: every action answers) — ours; statuses are the office
   * machine's labels (02 §4).
   */
  done: {
    requested: (author: string) => `Заявка на допуск от ${author} подана`,
    issued: (author: string, level: string) =>
      `Заявка ${author}: статус «${statusLabel('office', 'APPROVED')}», уровень ${level}`,
    changed: (author: string, level: string) =>
      `Уровень допуска по заявке ${author} изменён на ${level}`,
    declined: (author: string) => `Заявка ${author}: статус «${statusLabel('office', 'DECLINED')}»`,
    withdrawn: (author: string) =>
      `Допуск по заявке ${author} отозван, статус «${statusLabel('office', 'ON_CHECK')}»`,
    deleted: (author: string) => `Заявка ${author} удалена`,
  },
} as const;
