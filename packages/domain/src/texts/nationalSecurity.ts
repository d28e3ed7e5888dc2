import { statusLabel } from '../statuses.ts';

const status = (value: 'ON_INSPECTOR_CHECK' | 'NEED_IMPROVE' | 'APPROVED') =>
  `статус «${statusLabel('nationalSecurity', value)}»`;

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
  /**
   * What a success toast says (issue 24: every action answers) — ours; statuses are the
   * national security machine's labels (02 §4).
   */
  done: {
    filed: (faction: string) =>
      `Оценка безопасности фракции ${faction} подана, ${status('ON_INSPECTOR_CHECK')}`,
    edited: (faction: string) =>
      `Оценка безопасности фракции ${faction} изменена, ${status('ON_INSPECTOR_CHECK')}`,
    approved: (author: string, faction: string) =>
      `Оценка ${author} (${faction}): ${status('APPROVED')}`,
    sentBack: (author: string, faction: string) =>
      `Оценка ${author} (${faction}): ${status('NEED_IMPROVE')}`,
  },
} as const;
