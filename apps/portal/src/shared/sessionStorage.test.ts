import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  clearSessionBeforeReload,
  getSession,
  subscribeSession,
  updateSession,
} from './sessionStorage.ts';

const logIn = () =>
  updateSession({ token: 't', refreshToken: 'r', nick: 'Ivan_Petrov', roles: ['director'] });

describe('clearing the session', () => {
  it('logout and expiry: storage emptied and the page told, so it renders as a visitor', () => {
    logIn();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    clearSession();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(getSession()).toMatchObject({ token: null, nick: null, roles: ['user'] });
  });

  it('before a reload (demo reset): storage emptied, the page not told', () => {
    logIn();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    clearSessionBeforeReload();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    for (const key of ['token', 'refreshToken', 'nick', 'roles'])
      expect(localStorage.getItem(key)).toBeNull();
    // The page keeps what it showed until the reopened one loads as a visitor.
    expect(getSession()).toMatchObject({ token: 't', nick: 'Ivan_Petrov' });
  });
});
