/**
 * The sidebar's entry points of "What waits on me" (issue 12), small and in the main chunk: they
 * render nothing until the page's data has settled and the browser is idle, then load the badge
 * and queue chunk, whose list calls run in one cached batch.
 */
import { waitingKindOfRoute, waitingKindsFor } from '@fbi/domain';
import { lazy, Suspense } from 'react';
import { useSession } from '../../shared/useSession.ts';
import { useAfterPageData } from './useAfterPageData.ts';

const WaitingBadge = lazy(() =>
  import('./WaitingBadge.tsx').then((m) => ({ default: m.WaitingBadge })),
);
const WaitingQueue = lazy(() =>
  import('./WaitingQueue.tsx').then((m) => ({ default: m.WaitingQueue })),
);

function useWaitingKinds() {
  const { roles, rang } = useSession();
  return waitingKindsFor(roles, rang);
}

/** The waiting count beside the sidebar link to `route`, when its records may wait on the caller. */
export function WaitingBadgeSlot({ route }: { route: string }) {
  const ready = useAfterPageData();
  const kind = waitingKindOfRoute(route);
  const kinds = useWaitingKinds();
  if (!ready || !kind || !kinds.includes(kind)) return null;
  return (
    <Suspense fallback={null}>
      <WaitingBadge route={route} />
    </Suspense>
  );
}

/** The 'Ждут меня' button atop the sidebar, for a caller who decides on some registry. */
export function WaitingQueueSlot({ onChoose }: { onChoose?: () => void }) {
  const ready = useAfterPageData();
  const kinds = useWaitingKinds();
  if (!ready || kinds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WaitingQueue onChoose={onChoose} />
    </Suspense>
  );
}
