/**
 * Texts of /national-security and its forms (02 §2.8). The spec names the columns, buttons and
 * fields in English; the Russian wording is ours except where quoted.
 */
export const NATIONAL_SECURITY_TEXT = {
  author: 'Автор',
  authorNick: 'Ник автора',
  faction: 'Фракция',
  mark: 'Оценка',
  createdAt: 'Дата создания',
  status: 'Статус',
  dateFrom: 'Дата с',
  dateTo: 'Дата по',
  comment: 'Комментарий',
  description: 'Описание',
  viewTitle: 'Оценка безопасности',
  editTitle: 'Изменение оценки',
  /** 02 §2.8 "send back for rework". */
  rework: 'Отправить на доработку',
  /** 02 §2.8 "Accepted". */
  approve: 'Принять',
  reworkTitle: 'Отправка на доработку',
  reworkComment: 'Комментарий для автора',
  reworkSubmit: 'Отправить',
  createSubmit: 'Отправить',
  total: (count: number) => `Всего оценок: ${count}`,
} as const;
