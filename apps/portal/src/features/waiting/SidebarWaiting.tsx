/**
 * The sidebar's entry points of "What waits on me" (issue 12), small and in the main chunk: they
 * render nothing until the page's data has settled and the browser is idle, then load the badge
 * and queue chunk, whose list calls run in one cached batch. Which lists may wait on the caller
 * (the machines and `waitingKindsFor`) is decided in those chunks, keeping the machines out of the
 * initial JS (README "Budgets").
 */
import { isPublicUser } from '@fbi/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../shared/useSession.ts';
import { useAfterPageData } from '../../shared/pageSettled.ts';

const WaitingBadge = lazy(() =>
  import('./WaitingBadge.tsx').then((m) => ({ default: m.WaitingBadge })),
);
const WaitingQueue = lazy(() =>
  import('./WaitingQueue.tsx').then((m) => ({ default: m.WaitingQueue })),
);

/**
 * `children` (a lazy chunk) once the page's data has settled and the browser is idle, for staff
 * only: a visitor never has records to decide on.
 */
function ForStaffAfterPageData({ children }: { children: ReactNode }) {
  const ready = useAfterPageData();
  if (isPublicUser(useSession().roles) || !ready) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The waiting count beside the sidebar link to `route`, when its records may wait on the caller. */
export function WaitingBadgeSlot({ route }: { route: string }) {
  return (
    <ForStaffAfterPageData>
      <WaitingBadge route={route} />
    </ForStaffAfterPageData>
  );
}

/** The 'Ждут меня' button atop the sidebar, for a caller who decides on some registry. */
export function WaitingQueueSlot({ onChoose }: { onChoose?: () => void }) {
  return (
    <ForStaffAfterPageData>
      <WaitingQueue onChoose={onChoose} />
    </ForStaffAfterPageData>
  );
}
