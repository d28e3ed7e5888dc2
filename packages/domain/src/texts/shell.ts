/**
 * Texts of the shell (01 §2 header and sidebar); the spec gives none of these — ours. A module of
 * its own: the initial chunk carries it, not every screen's texts (README "Budgets").
 */
export const SHELL_TEXT = {
  /** The portal's name, after the page's in the document title ('Состав — Портал сотрудников FBI'). */
  portalName: 'Портал сотрудников FBI',
  /** The logo's text beside the mark. */
  logoText: 'Портал сотрудников',
  /** The logo is the chat invite (01 §2). */
  logoChatHint: ' — чат сообщества',
  skipToContent: 'Перейти к содержимому',
  mainNav: 'Основная навигация',
  sidebarNav: 'Разделы портала',
  /** The phone's menu button, which opens the sidebar as a drawer. */
  openMenu: 'Меню',
  closeMenu: 'Закрыть меню',
  login: 'Войти',
  profileFallback: 'Профиль',
  home: 'Главная',
  database: 'База данных',
  mostWanted: 'Most Wanted',
  transfers: 'Переводы',
  hrt: 'HRT',
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Такой страницы на портале нет. Проверьте адрес или вернитесь на главную.',
  notFoundHome: 'На главную',
  toastRegion: 'Уведомления',
} as const;
