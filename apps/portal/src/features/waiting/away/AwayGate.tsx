/**
 * Whether the away watcher (issue 26) has work, decided once the page has settled, in a small
 * chunk of its own (AwaySlot loads it): right after a login, when the last comparison is ten
 * minutes old or more (`awayDue`), when the tab shows again after ten minutes hidden, when it
 * hides with notifications on, or when the profile menu asks for one of its dialogs. A reload a
 * minute after the last look loads nothing more and asks no list.
 */
import { AWAY_AFTER_MS, type Role } from '@fbi/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadNotifySettings } from '../notify/settings.ts';
import { awayDue } from './due.ts';

const AwayWatch = lazy(() => import('./AwayWatch.tsx'));

export interface AwayGateProps {
  /** The signed-in user. */
  nick: string;
  roles: readonly Role[];
  rang: string | null;
  /** The user logged in on this page (not a page opened with a kept session). */
  loggedInHere: boolean;
  /** The profile menu asks for the panel or the notifications dialog. */
  asked: boolean;
}

/** Mounts the watcher once it has work (see the module); renders nothing itself. */
export default function AwayGate({ nick, roles, rang, loggedInHere, asked }: AwayGateProps) {
  const [due, setDue] = useState(() => loggedInHere || awayDue(nick));
  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        if (loadNotifySettings(nick).on) setDue(true);
      } else if (hiddenAt !== null && Date.now() - hiddenAt >= AWAY_AFTER_MS) setDue(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [nick]);
  if (!(due || asked)) return null;
  return (
    <Suspense fallback={null}>
      <AwayWatch nick={nick} roles={roles} rang={rang} />
    </Suspense>
  );
}
