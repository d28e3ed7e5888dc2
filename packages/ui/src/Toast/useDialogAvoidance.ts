import { useLayoutEffect } from 'react';
import { PHONE_QUERY } from '../theme/media';

/** Gap between the toasts and what they avoid, in px. */
const GAP = 8;

/**
 * Where the column starts when no dialog is open: on a phone, below the element the app marks
 * `data-toasts-below` (its header, which the full-width column would cover with its menu and
 * account buttons); elsewhere, or with nothing marked, the stylesheet's top (Toast.css `region`).
 */
function restingTop(): number | null {
  if (typeof window.matchMedia !== 'function' || !window.matchMedia(PHONE_QUERY).matches) {
    return null;
  }
  const bar = document.querySelector('[data-toasts-below]')?.getBoundingClientRect();
  // A header scrolled out of view leaves the top free.
  return bar && bar.bottom > 0 ? bar.bottom + GAP : null;
}

/** Top, right and the width of the toast column when nothing is in the way (Toast.css `region`). */
function place(anchor: HTMLElement): void {
  const dialogs = document.querySelectorAll<HTMLElement>('[data-modal-panel]');
  const dialog = dialogs[dialogs.length - 1];
  const resting = restingTop();
  anchor.style.top = resting === null ? '' : `${resting}px`;
  anchor.style.maxHeight = '';
  anchor.style.overflow = '';
  if (!dialog) return;
  const panel = dialog.getBoundingClientRect();
  const width = anchor.getBoundingClientRect().width;
  // Room beside the dialog: the toasts stay at the top right.
  if (window.innerWidth - panel.right >= width + 2 * GAP) return;
  const header = dialog.querySelector('[data-modal-header]')?.getBoundingClientRect();
  const footer = dialog.querySelector('[data-modal-footer]')?.getBoundingClientRect();
  const top = Math.max(GAP, (header?.bottom ?? panel.top) + GAP);
  const bottom = (footer?.top ?? window.innerHeight) - GAP;
  anchor.style.top = `${top}px`;
  anchor.style.maxHeight = `${Math.max(0, bottom - top)}px`;
  anchor.style.overflow = 'hidden';
}

/**
 * Keeps the toast column off an open dialog's title, close button and actions (issue 8): where
 * the dialog leaves no room beside it (a phone, a wide dialog), the column moves below the
 * dialog's header and is cut above its footer. With no dialog open, on a phone (≤ 600 px) the
 * column starts below the element marked `data-toasts-below` (the app's header, issue 24).
 * Re-placed whenever the toasts change (`deps`), a dialog opens or closes, or the window
 * resizes. Dialogs mark themselves with `data-modal-panel`, `data-modal-header` and
 * `data-modal-footer` (ui Modal); the region carries `data-toast-region`.
 */
export function useDialogAvoidance(deps: unknown): void {
  useLayoutEffect(() => {
    // React Aria portals the region into <body>; it is there only while a toast shows.
    const update = () => {
      const region = document.querySelector<HTMLElement>('[data-toast-region]');
      if (region) place(region);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [deps]);
}
