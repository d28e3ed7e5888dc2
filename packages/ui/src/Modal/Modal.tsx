import { clsx } from 'clsx';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { holdBodyDuringPress } from './holdBodyDuringPress';
import * as styles from './Modal.css';
import { CloseIcon } from '../Icon/icons';

/**
 * An action a surrounding screen puts in the header of every dialog it opens (a record's
 * «Скопировать ссылку», issue 24), before the close button; confirmations (`alertdialog`) leave it
 * out. The Modal itself knows nothing of what it is.
 */
export const ModalHeaderAction = createContext<ReactNode>(null);

/** Modal widths. */
export const modalSizes = ['sm', 'md', 'lg'] as const;
/** A modal width. */
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps {
  /** The dialog's heading; also its accessible name. */
  title: string;
  /** Whether the modal is shown (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user closes it (Esc, close button, outside click if dismissable). */
  onOpenChange: (open: boolean) => void;
  /** The body. A function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Actions row under the body (buttons). A function receives `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Maximum width: sm 420 px, md 600 px, lg 900 px. Default `md`. */
  size?: ModalSize;
  /** Close on a click outside the modal. Default `true`. */
  isDismissable?: boolean;
  /** Disable closing with Esc (for a form mid-submit). */
  isKeyboardDismissDisabled?: boolean;
  /** Hide the top-right close button. */
  hideCloseButton?: boolean;
  /** The ARIA role; `alertdialog` for confirmations. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the modal panel. */
  className?: string;
}

/**
 * The body between the header and the actions. When it is taller than the room it scrolls, and
 * then it takes focus itself (tab stop), so a keyboard user can scroll text that holds no field.
 */
function ModalBody({
  children,
  bodyRef: ref,
}: {
  children: ReactNode;
  bodyRef: RefObject<HTMLDivElement | null>;
}) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!body) return undefined;
    const measure = () => setScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    // jsdom (unit tests) has no ResizeObserver; there the first measure stands.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className={styles.body} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}

/**
 * Keeps focus in an open dialog whose focused control a render disabled or removed (an action
 * that leaves the dialog open and turns its own button off): the browser drops that focus to the
 * page, where Esc no longer reaches the dialog, so the dialog itself takes it back.
 */
function useFocusKeptIn(dialog: RefObject<HTMLElement | null>) {
  // The control inside the dialog that had focus at the last render: only its loss counts, so a
  // press that moves focus as usual (a field's blur, a click on a button) is never interfered with.
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const active = document.activeElement;
    if (active && active !== el && el.contains(active)) {
      if (active.matches(':disabled')) el.focus();
      else lastFocused.current = active;
      return;
    }
    const lost = lastFocused.current;
    lastFocused.current = null;
    if (active === document.body && lost && (!lost.isConnected || lost.matches(':disabled'))) {
      el.focus();
    }
  });
}

/**
 * A modal dialog (RAC ModalOverlay + Modal + Dialog): focus is trapped inside and restored to the
 * trigger on close, Esc closes, the page behind is inert and does not scroll; a focused action
 * that becomes disabled hands focus to the dialog, not the page. The header and the actions stay
 * in view; a long body scrolls between them (issue 8).
 */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  hideCloseButton,
  role = 'dialog',
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLElement>(null);
  useFocusKeptIn(dialogRef);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headerAction = useContext(ModalHeaderAction);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <RACModal className={clsx(styles.modal, styles.size[size], className)} data-modal-panel>
        <Dialog ref={dialogRef} className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header} data-modal-header>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {role === 'dialog' && headerAction}
                {!hideCloseButton && (
                  <IconButton slot="close" aria-label="Закрыть" size="sm">
                    <CloseIcon />
                  </IconButton>
                )}
              </div>
              <ModalBody bodyRef={bodyRef}>
                {typeof children === 'function' ? children({ close }) : children}
              </ModalBody>
              {footer != null && (
                // A press in the footer never loses its click to a body that changes on blur.
                <div
                  className={styles.footer}
                  data-modal-footer
                  onPointerDownCapture={holdBodyDuringPress(() => bodyRef.current)}
                >
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              )}
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
