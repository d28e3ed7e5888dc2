/**
 * The shell's entry of issue 26, small and in the main chunk: for a signed-in user (staff) it
 * loads the away watcher (comparison, panel, notifications) once the page's data has settled and
 * the watcher has work: right after a login, when the last comparison is ten minutes old or more
 * (`awayDue`), when the tab shows again after ten minutes hidden, when it hides with notifications
 * on, or at once when the profile menu opens one of its dialogs. A visitor has no records.
 */
import { AWAY_AFTER_MS } from '@fbi/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAfterPageData } from '../../../shared/pageSettled.ts';
import { isLoggedIn } from '../../../shared/sessionStorage.ts';
import { useSession } from '../../../shared/useSession.ts';
import { loadNotifySettings } from '../notify/settings.ts';
import { useAwayDialog } from './dialogs.ts';
import { awayDue } from './due.ts';

const AwayWatch = lazy(() => import('./AwayWatch.tsx'));

/** Mounts the away watcher for the signed-in user (see the module); renders nothing itself. */
export function AwaySlot() {
  const session = useSession();
  const ready = useAfterPageData();
  const asked = useAwayDialog() !== null;
  const { nick, roles, rang } = session;
  const member = isLoggedIn(session) ? nick : null;
  const [due, setDue] = useState(false);
  const sawVisitor = useRef(false);
  useEffect(() => {
    if (member === null) {
      sawVisitor.current = true;
      return undefined;
    }
    if (sawVisitor.current || awayDue(member)) setDue(true);
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        if (loadNotifySettings(member).on) setDue(true);
      } else if (hiddenAt !== null && Date.now() - hiddenAt >= AWAY_AFTER_MS) setDue(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [member]);
  if (member === null || !((ready && due) || asked)) return null;
  return (
    <Suspense fallback={null}>
      <AwayWatch key={member} nick={member} roles={roles} rang={rang} />
    </Suspense>
  );
}
