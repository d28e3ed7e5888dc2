import { ERROR_CATALOGUE, SESSION_EXPIRED_RELOAD_MS, SESSION_EXPIRED_TOAST_MS } from '@fbi/domain';
import { toast } from '@fbi/ui';
import { clearSession } from './sessionStorage.ts';
import { loadToastRegion } from './toastRegion.ts';

/**
 * The session-expiry flow of 01 §8 (TOKEN_TIMEOUT, or a failed refresh): the toast
 * 'Истекло время сессии. Войдите повторно.', session storage and state cleared, the toast hidden
 * after 1000 ms and the page reloaded 1000 ms after that. The 1000 ms start once the toast region
 * has loaded (`ready`): on a slow phone its chunk can take longer than that to arrive, and the
 * toast would be gone before it ever showed. `reload` and `ready` are injectable for tests.
 */
export function expireSession(
  reload: () => void = () => window.location.reload(),
  ready: () => Promise<unknown> = loadToastRegion,
): void {
  clearSession();
  void ready()
    .catch(() => undefined)
    .then(() => {
      toast.error(ERROR_CATALOGUE.sessionExpired, { timeout: SESSION_EXPIRED_TOAST_MS + 500 });
      setTimeout(() => {
        toast.dismissAll();
        setTimeout(reload, SESSION_EXPIRED_RELOAD_MS);
      }, SESSION_EXPIRED_TOAST_MS);
    });
}
