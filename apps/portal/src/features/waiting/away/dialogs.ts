/**
 * Which of the away panel and the notifications dialog is open (issue 26), one at a time: the
 * profile menu opens them, the away watcher opens the panel when it finds something new. Tiny
 * and free of imports, so the shell and the lazily loaded menu share it without weight.
 */
import { useSyncExternalStore } from 'react';

/** A dialog of the profile menu's issue-26 items. */
export type AwayDialog = 'away' | 'notifications';

let open: AwayDialog | null = null;
const listeners = new Set<() => void>();

/** Opens `dialog` (closing the other one), or closes both with null. */
export function setAwayDialog(dialog: AwayDialog | null): void {
  if (open === dialog) return;
  open = dialog;
  for (const listener of listeners) listener();
}

/** Opens the away panel unless one of the dialogs is open already (the user is in it). */
export function openAwayPanelIfIdle(): void {
  if (open === null) setAwayDialog('away');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The open dialog, re-rendering when it changes. */
export function useAwayDialog(): AwayDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
