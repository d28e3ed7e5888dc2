import { ApiError } from '@fbi/api';
import { ERROR_CATALOGUE } from '@fbi/domain';
import { toast } from '@fbi/ui';

/**
 * The text the error catalogue (01 §8) gives a failure: INVALID_CREDENTIALS its fixed message,
 * any other error its server message, or 'Неизвестная ошибка' when there is none.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.type === 'INVALID_CREDENTIALS') return ERROR_CATALOGUE.invalidCredentials;
    return error.serverMessage || ERROR_CATALOGUE.unknownError;
  }
  return ERROR_CATALOGUE.unknownError;
}

/**
 * Shows a failure as the red toast at the top right for 4000 ms (01 §8). TOKEN_TIMEOUT is left to
 * the session middleware, which runs the expiry flow itself.
 */
export function showError(error: unknown): void {
  if (error instanceof ApiError && error.type === 'TOKEN_TIMEOUT') return;
  toast.error(errorText(error));
}

/**
 * Shows the green 'Достижение получено!' toast when a response carries `{achievement: {title}}`
 * (01 §1). The spec stores it for after a reload; the portal refreshes in place, so it shows now.
 */
export function showAchievement(data: unknown): void {
  const title = achievementTitle(data);
  if (title !== null) toast.achievement(title);
}

/** The non-empty `achievement.title` of an answer (01 §1), or null when it carries none. */
export function achievementTitle(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const achievement = (data as { achievement?: { title?: unknown } | null }).achievement;
  return achievement && typeof achievement.title === 'string' && achievement.title
    ? achievement.title
    : null;
}
