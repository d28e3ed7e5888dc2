/** Texts of /stats (issue 12). 01 §2 gives the route and its guard but no content: all ours. */
export const STATS_TEXT = {
  perMonth: 'Записи по месяцам',
  perMonthHint: 'Сколько записей заведено в каждом реестре за последние 12 месяцев.',
  statuses: 'Доля статусов',
  statusesHint: 'Какая доля записей каждого реестра сейчас в каждом статусе.',
  own: 'Мои записи и решения',
  ownHint: 'Записи, которые вы завели, и решения, которые вы приняли, по реестрам.',
  ownRecords: 'Мои записи',
  ownDecisions: 'Мои решения',
  teamDepartments: 'Состав по отделам',
  teamRanks: 'Состав по рангам',
  teamHint: 'Сколько сотрудников в каждом отделе и на каждом ранге.',
  /** The table alternative's toggle under each chart. */
  table: 'Показать таблицей',
  month: 'Месяц',
  registry: 'Реестр',
  status: 'Статус',
  count: 'Записей',
  share: 'Доля',
  department: 'Отдел',
  rank: 'Ранг',
  people: 'Сотрудников',
  noData: 'Нет данных',
  /** Said while the skeletons show. */
  loading: 'Загрузка статистики…',
  /** A registry that did not answer; the others are still drawn. */
  failed: (registry: string) => `${registry}: не удалось загрузить, на графиках его нет`,
  /** Text alternative of a chart (its aria-label). */
  summary: (title: string, total: number) =>
    `${title}: всего ${total}. Подробности — в таблице ниже.`,
} as const;
