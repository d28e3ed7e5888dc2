import { ToastRegion } from '@fbi/ui';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireSession } from './expireSession.ts';
import { getSession, updateSession } from './sessionStorage.ts';

describe('session expiry (01 §8 TOKEN_TIMEOUT)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the toast, clears the session, hides the toast after 1 s and reloads 1 s later', async () => {
    render(<ToastRegion />);
    updateSession({ token: 't', refreshToken: 'r', nick: 'Ivan_Petrov', roles: ['director'] });
    const reload = vi.fn();
    let regionLoaded = () => {};
    const ready = new Promise<void>((resolve) => (regionLoaded = resolve));

    act(() => expireSession(reload, () => ready));
    expect(getSession().token).toBeNull();
    // A toast region still loading: its second does not run yet.
    act(() => vi.advanceTimersByTime(3000));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => regionLoaded());
    expect(screen.getByText('Истекло время сессии. Войдите повторно.')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: null, refreshToken: null, nick: null });
    expect(getSession().roles).toEqual(['user']);

    act(() => vi.advanceTimersByTime(1000));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText('Истекло время сессии. Войдите повторно.')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
