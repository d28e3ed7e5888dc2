import { useLayoutEffect } from 'react';
import { TOAST_SPACE } from '../Modal/toastSpace';
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

/**
 * Places the column (`anchor`) where it covers nothing of the topmost open dialog: beside it when
 * there is room, else above or below it, else at the top with the dialog moved down by the
 * column's height (`TOAST_SPACE`). Layout boxes (offset*), not the client rects, so a dialog still
 * rising in is measured where it will rest.
 */
function place(anchor: HTMLElement, dialog: HTMLElement | undefined): void {
  const resting = restingTop();
  anchor.style.top = resting === null ? '' : `${resting}px`;
  if (!dialog) return;
  const top = dialog.offsetTop;
  const bottom = top + dialog.offsetHeight;
  const right = dialog.offsetLeft + dialog.offsetWidth;
  const { offsetWidth: width, offsetHeight: height } = anchor;
  if (window.innerWidth - right >= width + 2 * GAP) return;
  if (top >= height + 2 * GAP) {
    anchor.style.top = `${GAP}px`;
  } else if (window.innerHeight - bottom >= height + 2 * GAP) {
    anchor.style.top = `${bottom + GAP}px`;
  } else {
    anchor.style.top = `${GAP}px`;
    dialog.style.setProperty(TOAST_SPACE, `${height + 2 * GAP - top}px`);
  }
}

/**
 * Keeps the toast column off every part of an open dialog, its title, fields and actions (issues
 * 8 and 24): where the dialog leaves no room beside it (a phone, a wide dialog), the column goes
 * above or below it, or the dialog moves down by the column's height. With no dialog open, on a
 * phone (≤ 600 px) the column starts below the element marked `data-toasts-below` (the app's
 * header, issue 24).
 * Re-placed whenever the toasts change (`deps`), a dialog opens or closes, or the window
 * resizes. Dialogs mark their panel with `data-modal-panel` (ui Modal), which reads
 * `TOAST_SPACE`; the region carries `data-toast-region`.
 */
export function useDialogAvoidance(deps: unknown): void {
  useLayoutEffect(() => {
    // React Aria portals the region into <body>; it is there only while a toast shows.
    const update = () => {
      const dialogs = document.querySelectorAll<HTMLElement>('[data-modal-panel]');
      // Measured from where each dialog rests with no toast.
      for (const dialog of dialogs) dialog.style.removeProperty(TOAST_SPACE);
      const region = document.querySelector<HTMLElement>('[data-toast-region]');
      if (region) place(region, dialogs[dialogs.length - 1]);
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
