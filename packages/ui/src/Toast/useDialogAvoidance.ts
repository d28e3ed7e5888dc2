import { useLayoutEffect } from 'react';

/** Gap between the toasts and what they avoid, in px. */
const GAP = 8;

/** Top, right and the width of the toast column when nothing is in the way (Toast.css `region`). */
function place(anchor: HTMLElement): void {
  const dialogs = document.querySelectorAll<HTMLElement>('[data-modal-panel]');
  const dialog = dialogs[dialogs.length - 1];
  anchor.style.top = '';
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
 * dialog's header and is cut above its footer. Re-placed whenever the toasts change (`deps`), a
 * dialog opens or closes, or the window resizes. Dialogs mark themselves with `data-modal-panel`,
 * `data-modal-header` and `data-modal-footer` (ui Modal); the region carries `data-toast-region`.
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
