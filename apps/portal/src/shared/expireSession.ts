import { ERROR_CATALOGUE, SESSION_EXPIRED_RELOAD_MS, SESSION_EXPIRED_TOAST_MS } from '@fbi/domain';
import { toast } from '@fbi/ui';
import { clearSession } from './sessionStorage.ts';

/**
 * The session-expiry flow of 01 §8 (TOKEN_TIMEOUT, or a failed refresh): the toast
 * 'Истекло время сессии. Войдите повторно.', session storage and state cleared, the toast hidden
 * after 1000 ms and the page reloaded 1000 ms after that. `reload` is injectable for tests.
 */
export function expireSession(reload: () => void = () => window.location.reload()): void {
  clearSession();
  toast.error(ERROR_CATALOGUE.sessionExpired, { timeout: SESSION_EXPIRED_TOAST_MS + 500 });
  setTimeout(() => {
    toast.dismissAll();
    setTimeout(reload, SESSION_EXPIRED_RELOAD_MS);
  }, SESSION_EXPIRED_TOAST_MS);
}
