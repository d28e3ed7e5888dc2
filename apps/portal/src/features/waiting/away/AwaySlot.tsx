/**
 * The shell's entry of issue 26, small and in the main chunk: for a signed-in user (staff) it
 * loads the away watcher (comparison, panel, notifications) once the page's data has settled, or
 * at once when the profile menu opens one of its dialogs. A visitor has no records to compare.
 */
import { lazy, Suspense } from 'react';
import { useAfterPageData } from '../../../shared/pageSettled.ts';
import { isLoggedIn } from '../../../shared/sessionStorage.ts';
import { useSession } from '../../../shared/useSession.ts';
import { useAwayDialog } from './dialogs.ts';

const AwayWatch = lazy(() => import('./AwayWatch.tsx'));

/** Mounts the away watcher for the signed-in user (see the module); renders nothing itself. */
export function AwaySlot() {
  const session = useSession();
  const ready = useAfterPageData();
  const asked = useAwayDialog() !== null;
  const { nick, roles, rang } = session;
  if (!isLoggedIn(session) || nick === null || !(ready || asked)) return null;
  return (
    <Suspense fallback={null}>
      <AwayWatch key={nick} nick={nick} roles={roles} rang={rang} />
    </Suspense>
  );
}
