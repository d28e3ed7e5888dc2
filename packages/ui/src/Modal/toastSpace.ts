/**
 * The custom property (a length in px) by which an open dialog moves down to leave room above it
 * for the toast column when there is none beside it: the ToastRegion sets it on the dialog's
 * panel (`data-modal-panel`), the Modal's stylesheet reads it (0 when unset).
 */
export const TOAST_SPACE = '--toast-space';
