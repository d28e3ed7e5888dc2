/**
 * The messages of the error catalogue the shell itself shows (01 §8 exact): a failed call, the
 * session's end, a blocked new tab. A module apart from MESSAGES so that the portal's initial chunk
 * carries these four and not every form's messages (README "Budgets").
 */
export const ERROR_CATALOGUE = {
  sessionExpired: 'Истекло время сессии. Войдите повторно.',
  invalidCredentials: 'Неверное имя пользователя или пароль',
  unknownError: 'Неизвестная ошибка',
  newTabFailed: 'Не удалось открыть новую вкладку',
} as const;
