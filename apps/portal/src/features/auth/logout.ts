import { clearSession } from '../../shared/sessionStorage.ts';

/** Logs out: the stored session is removed and the portal goes back to the public home page. */
export function logout(): void {
  clearSession();
  window.location.assign('/');
}
