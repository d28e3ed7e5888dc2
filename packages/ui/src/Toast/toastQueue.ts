import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Toast tones. */
export const toastTones = ['error', 'success', 'info'] as const;
/** A toast's tone. */
export type ToastTone = (typeof toastTones)[number];

/** What a queued toast carries. */
export interface ToastContent {
  /** Colour and semantics. */
  tone: ToastTone;
  /** The bold first line. */
  title: string;
  /** An optional second line. */
  description?: string;
  /** A decorative emoji before the text, drawn as an SVG icon where one exists (EmojiIcon). */
  emoji?: string;
  /** A button under the text, e.g. «Открыть» the record a success toast names (issue 24). */
  action?: ToastAction;
}

/** A toast's button: its label and what it does (the toast closes after it). */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

/** Options of a single toast. */
export interface ToastCallOptions {
  /** Auto-hide after this many ms. Default 4000 (the spec's toast duration). */
  timeout?: number;
  /** Called when the toast closes (timeout or user). */
  onClose?: () => void;
}

/** The spec's toast duration (error, success and achievement toasts). */
export const TOAST_TIMEOUT_MS = 4000;

/** At most this many toasts show at once; later ones wait for a free place (issue 8). */
export const MAX_VISIBLE_TOASTS = 3;

/** The module-level queue; `<ToastRegion />` renders it. Usable from non-React code. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });

const sameContent = (a: ToastContent, b: ToastContent) =>
  a.tone === b.tone && a.title === b.title && a.description === b.description;

/** Closes every showing toast whose content matches; the ones waiting move up and are checked too. */
function closeWhere(matches: (content: ToastContent) => boolean): void {
  for (;;) {
    const found = toastQueue.visibleToasts.find((queued) => matches(queued.content));
    if (!found) return;
    toastQueue.close(found.key);
  }
}

/**
 * Queues a toast. The same message is never stacked twice (issue 8): a toast with equal content
 * that is showing or waiting is replaced, so a repeated error refreshes its timer instead.
 */
function add(content: ToastContent, options?: ToastCallOptions): string {
  closeWhere((queued) => sameContent(queued, content));
  return toastQueue.add(content, {
    timeout: options?.timeout ?? TOAST_TIMEOUT_MS,
    onClose: options?.onClose,
  });
}

/** Shows toasts from anywhere (React or not). Each call returns the toast's key. */
export const toast = {
  /** A red error toast at the top right, hidden after 4000 ms. */
  error(message: string, options?: ToastCallOptions & { description?: string }): string {
    return add({ tone: 'error', title: message, description: options?.description }, options);
  },
  /** A green success toast, hidden after 4000 ms; `options.action` adds a button under the text. */
  success(
    message: string,
    description?: string,
    options?: ToastCallOptions & { action?: ToastAction },
  ): string {
    return add({ tone: 'success', title: message, description, action: options?.action }, options);
  },
  /** A green 'Достижение получено!' toast with the achievement's title, hidden after 4000 ms. */
  achievement(title: string, options?: ToastCallOptions): string {
    return add(
      { tone: 'success', title: 'Достижение получено!', description: title, emoji: '🏆' },
      options,
    );
  },
  /** A neutral informational toast. */
  info(message: string, description?: string, options?: ToastCallOptions): string {
    return add({ tone: 'info', title: message, description }, options);
  },
  /** Closes one toast by key. */
  dismiss(key: string): void {
    toastQueue.close(key);
  },
  /** Closes the red toasts: a form that was sent successfully clears its earlier errors (issue 8). */
  dismissErrors(): void {
    closeWhere((queued) => queued.tone === 'error');
  },
  /** Closes every toast (visible and queued). */
  dismissAll(): void {
    toastQueue.clear();
  },
};
