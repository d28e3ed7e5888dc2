import { toastQueue } from '@fbi/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastRegion } from '../shared/toastRegion.ts';

const ToastRegion = lazy(loadToastRegion);

let hadToast = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
// Latches: once a toast was queued the region stays mounted, so later toasts show at once.
const getHadToast = () => (hadToast ||= toastQueue.visibleToasts.length > 0);

/**
 * The one toast region (01 §8: top right), mounted when the first toast is queued. Toasts queued
 * before it loads wait in the module-level queue and show as it mounts. Lazy because react-aria's
 * toast and landmark code is ~7 kB gzip that a session without a toast never needs (README
 * "Budgets").
 */
export function ToastHost() {
  const needed = useSyncExternalStore(subscribe, getHadToast, getHadToast);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
