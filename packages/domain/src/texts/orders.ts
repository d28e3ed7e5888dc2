import { statusLabel } from '../statuses.ts';

/**
 * Texts of the warrant orders (02 §2.5). The spec names the columns, fields and buttons in
 * English; the Russian wording is ours. The rules text and 'I have read the rules' are
 * UI_TEXT.warrantRulesText / warrantRulesAccept.
 */
export const ORDERS_TEXT = {
  createdAt: 'Дата',
  author: 'Автор',
  approver: 'Одобрил',
  comment: 'Комментарий',
  status: 'Статус',
  total: (count: number) => `Всего ордеров: ${count}`,
  // Rules and request form (02 §2.5, §3 Order).
  rulesTitle: 'Правила запроса ордера',
  requestTitle: 'Запрос ордера',
  operationType: 'Тип операции',
  operationStart: 'Начало операции',
  faction: 'Фракция',
  description: 'Описание',
  position: 'Подразделение',
  rang: 'Должность',
  investigation: 'Ссылка на расследование',
  investigationHint: 'Необязательно',
  send: 'Отправить',
  // View modal (02 §2.5).
  viewTitle: (id: number) => `Ордер №${id}`,
  approve: 'Выдать ордер',
  decline: 'Отклонить',
  declineTitle: 'Отклонение ордера',
  declineReason: 'Причина отклонения',
  openReport: 'Открыть ордер',
  /**
   * What a success toast says (issue 24: every action answers) — ours; statuses are the order
   * machine's labels (02 §4).
   */
  done: {
    requested: (operationType: string) => `Запрос ордера на операцию «${operationType}» подан`,
    approved: (id: number, author: string) =>
      `Ордер №${id} (${author}): статус «${statusLabel('order', 'APPROVED')}»`,
    declined: (id: number, author: string) =>
      `Ордер №${id} (${author}): статус «${statusLabel('order', 'DECLINED')}»`,
  },
} as const;
