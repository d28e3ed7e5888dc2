/** Props of a modal opened from the header or the sidebar. */
export interface HostModalProps {
  /** Closes the modal (Esc, the close button, or after a successful submit). */
  onClose: () => void;
  /** The title of the menu entry that opened it. */
  title?: string;
}
