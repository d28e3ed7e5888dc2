/**
 * The catalogue of achievements the mock server awards for first actions (01 §1, 02 §2.12, §3
 * Achievement). Server data: the spec shows cards (emoji, title, description) but not which
 * exist, so these are ours. Data only, so the seed and the awarding logic both read it.
 */

/** One achievement of the catalogue. */
export interface AchievementDefinition {
  key: string;
  emoji: string;
  title: string;
  description: string;
}

/** The catalogue, in display order. */
export const ACHIEVEMENTS = [
  {
    key: 'team_viewed',
    emoji: '👥',
    title: 'Знакомство с командой',
    description: 'Откройте состав команды',
  },
  {
    key: 'first_recruit',
    emoji: '🎖️',
    title: 'Наставник',
    description: 'Примите в команду первого агента',
  },
  {
    key: 'first_news',
    emoji: '📰',
    title: 'Голос бюро',
    description: 'Опубликуйте первую новость',
  },
  {
    key: 'first_raport',
    emoji: '📝',
    title: 'Первый рапорт',
    description: 'Подайте первый рапорт по расследованию',
  },
  {
    key: 'first_most_wanted',
    emoji: '🎯',
    title: 'Охотник',
    description: 'Составьте первый MW-отчёт',
  },
  {
    key: 'first_dossier',
    emoji: '🕵️',
    title: 'Тайный агент',
    description: 'Составьте первое досье разведки',
  },
  {
    key: 'first_profile_save',
    emoji: '🪪',
    title: 'Личное дело',
    description: 'Заполните раздел своего профиля',
  },
  {
    key: 'first_act',
    emoji: '⚖️',
    title: 'Страж порядка',
    description: 'Составьте первый акт о нарушении',
  },
  { key: 'first_order', emoji: '📜', title: 'По закону', description: 'Запросите первый ордер' },
  {
    key: 'first_lab_request',
    emoji: '🧪',
    title: 'Наука на службе',
    description: 'Отправьте первый запрос в лабораторию',
  },
  {
    key: 'first_arrest',
    emoji: '🚔',
    title: 'Первое задержание',
    description: 'Внесите первый арест в базу',
  },
  {
    key: 'first_dea_report',
    emoji: '💊',
    title: 'Отчётность DEA',
    description: 'Сдайте первый отчёт DEA',
  },
  { key: 'exams_viewed', emoji: '🎓', title: 'Курсант', description: 'Откройте экзамены академии' },
] as const satisfies readonly AchievementDefinition[];

/** Key of an achievement of the catalogue. */
export type AchievementKey = (typeof ACHIEVEMENTS)[number]['key'];
