import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './sessionStorage.ts';

/** The current session from browser storage, re-rendering on every change (01 §3). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
