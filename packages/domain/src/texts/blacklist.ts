import { formatDays } from '../format.ts';

/**
 * Texts of the state blacklist (02 §2.4). The spec names the columns and fields in English; the
 * Russian wording is ours. Period plurals come from formatDays (format.ts).
 */
export const BLACKLIST_TEXT = {
  createdAt: 'Дата',
  nick: 'Ник',
  reason: 'Причина (статьи)',
  author: 'Вынес решение',
  period: 'Срок',
  validUntil: 'Действует до',
  actions: 'Действия',
  delete: 'Удалить',
  deleteTitle: 'Удаление из чёрного списка',
  confirmDelete: (nick: string) => `Вы уверены, что хотите удалить ${nick} из чёрного списка?`,
  add: 'Добавить',
  reasonPlaceholder: '12.1 УК, 14.3 УК',
  total: (count: number) => `Всего записей: ${count}`,
  /** What a success toast says (issue 24: every action answers) — ours. */
  done: {
    added: (nick: string, days: number) => `${nick} внесён в чёрный список на ${formatDays(days)}`,
    deleted: (nick: string) => `${nick} удалён из чёрного списка`,
  },
} as const;
