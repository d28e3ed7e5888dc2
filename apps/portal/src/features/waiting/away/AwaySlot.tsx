/**
 * The shell's entry of issue 26, small and in the main chunk: for a signed-in user (staff), once
 * the page's data has settled or at once when the profile menu opens one of its dialogs, it loads
 * the gate that decides whether the away watcher (comparison, panel, notifications) has work
 * (AwayGate.tsx). A visitor has no records to compare.
 */
import { lazy, Suspense, useState } from 'react';
import { useAfterPageData } from '../../../shared/pageSettled.ts';
import { isLoggedIn } from '../../../shared/sessionStorage.ts';
import { useSession } from '../../../shared/useSession.ts';
import { useAwayDialog } from './dialogs.ts';

const AwayGate = lazy(() => import('./AwayGate.tsx'));

/** Mounts the away gate for the signed-in user (see the module); renders nothing itself. */
export function AwaySlot() {
  const session = useSession();
  const ready = useAfterPageData();
  const asked = useAwayDialog() !== null;
  const { roles, rang } = session;
  const member = isLoggedIn(session) ? session.nick : null;
  // A visitor on this page who is now signed in has just logged in: the panel is due (React's
  // pattern for what changed since the previous render).
  const [previous, setPrevious] = useState(member);
  const [loggedInHere, setLoggedInHere] = useState(false);
  if (member !== previous) {
    setPrevious(member);
    setLoggedInHere(previous === null);
  }
  if (member === null || !(ready || asked)) return null;
  return (
    <Suspense fallback={null}>
      <AwayGate
        key={member}
        nick={member}
        roles={roles}
        rang={rang}
        loggedInHere={loggedInHere}
        asked={asked}
      />
    </Suspense>
  );
}
