import { statusLabel, type ActStatus } from '../statuses.ts';

/**
 * Texts of the acts of offences, the tribunal act and the offence act forms (02 §2.1–§2.3). The
 * spec names the columns, fields and buttons in English; the Russian wording is ours.
 */
export const ACTS_TEXT = {
  // Filter card and table (02 §2.1) — ours.
  faction: 'Фракция',
  authorNick: 'Ник автора',
  offenderNick: 'Ник нарушителя',
  dateFrom: 'Дата с',
  dateTo: 'Дата по',
  createdAt: 'Дата',
  offender: 'Нарушитель',
  author: 'Автор',
  status: 'Статус',
  executeBy: 'Исполнить до',
  total: (count: number) => `Всего актов: ${count}`,
  // Act view (02 §2.1) — ours.
  viewTitle: 'Акт',
  description: 'Описание',
  verdict: 'Вердикт',
  executor: 'Исполнитель',
  noVerdict: 'Не вынесен',
  noExecutor: 'Не назначен',
  evidence: 'Доказательства',
  evidenceTitle: 'Доказательства нарушения',
  /** The decision maker's menu items (02 §4; the item names are the target statuses' labels). */
  statusMenu: 'Изменить статус',
  execute: 'Исполнить',
  executorDecline: 'Отклонить',
  delete: 'Удалить',
  // Verdict modal (02 §2.1) — ours.
  verdictTitle: 'Вердикт',
  verdictFor: (status: string) => `Вердикт — статус «${status}»`,
  verdictSubmit: 'Сохранить',
  // Execution modal (02 §2.1) — ours.
  executeTitle: 'Исполнение акта',
  articles: 'Статьи нарушений',
  /** An entry in the N.N УК format (02 §5 Act execution). */
  articlesPlaceholder: '1.1 УК',
  punishmentType: 'Тип наказания',
  rangCount: 'Количество рангов',
  punishmentProve: 'Доказательство наказания',
  // Delete confirmation — ours (02 §4 says only "delete").
  deleteTitle: 'Удаление акта',
  confirmDelete: 'Вы уверены, что хотите удалить акт?',
  // Offence act form (02 §2.3) and tribunal act form (02 §2.2) — ours.
  nick: 'Ник нарушителя',
  proves: 'Доказательства',
  prove: 'Ссылка на доказательство',
  send: 'Отправить',
  /**
   * What a success toast says (issue 24: every action answers) — ours; statuses are the act
   * machine's labels (02 §4).
   */
  done: {
    filed: (nick: string) => `Акт на ${nick} подан`,
    tribunalFiled: (nick: string) => `Акт трибунала на ${nick} подан`,
    considered: (nick: string, status: ActStatus) =>
      `Акт на ${nick} переведён в статус «${statusLabel('act', status)}»`,
    verdict: (nick: string, status: ActStatus) =>
      `Вердикт по акту на ${nick} вынесен, статус «${statusLabel('act', status)}»`,
    executed: (nick: string) => `Акт на ${nick} исполнен, наказание внесено в реестр`,
    deleted: (nick: string) => `Акт на ${nick} удалён`,
  },
} as const;
