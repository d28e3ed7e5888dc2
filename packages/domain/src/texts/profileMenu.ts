/**
 * UI strings of the header's profile menu, the user-info dialog and the voice assistant (01 §2
 * Header, §7 "ask"). The spec gives no Russian for them: all ours. Not in texts/shell.ts: the
 * menu loads on its first open, so its texts stay out of the initial bundle.
 */

/** The profile menu's items (01 §2 Header) — ours. */
export const PROFILE_MENU_TEXT = {
  profile: 'Профиль',
  stats: 'Статистика',
  achievements: 'Достижения',
  voice: 'Голосовой помощник',
  voiceRecording: 'Идёт запись…',
  userInfo: 'Информация о пользователе',
  logout: 'Выйти',
} as const;

/** The user-info dialog (01 §2 Header) — ours. */
export const USER_INFO_TEXT = {
  title: 'Информация о пользователе',
  close: 'Закрыть',
  roles: 'Роли',
} as const;

/** The voice assistant's failures, only logged (01 §7 "ask": errors are logged) — ours. */
export const VOICE_TEXT = {
  recordFailed: 'Не удалось записать звук',
  noAnswer: 'Голосовой помощник не ответил',
  playFailed: 'Не удалось воспроизвести ответ',
} as const;
