import { clsx } from 'clsx';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { useSyncExternalStore } from 'react';
import { toastQueue } from './toastQueue';
import { useDialogAvoidance } from './useDialogAvoidance';
import * as styles from './Toast.css';
import { EmojiIcon } from '../Icon/EmojiIcon';
import { CloseIcon } from '../Icon/icons';

export interface ToastRegionProps {
  /** The landmark's accessible name. Default 'Уведомления'. */
  'aria-label'?: string;
  /** Extra class on the region. */
  className?: string;
}

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const visible = () => toastQueue.visibleToasts;

/**
 * Renders the module-level toast queue at the top right (01 §8), at most three at once. Render
 * once at the app root; then call `toast.error(…)` / `toast.success(…)` / `toast.achievement(…)`
 * from anywhere. The column never takes clicks meant for the page (only the toasts themselves
 * do) and covers no part of an open dialog (useDialogAvoidance); on a phone it starts below the
 * element marked `data-toasts-below` (the app's header).
 */
export function ToastRegion({
  'aria-label': ariaLabel = 'Уведомления',
  className,
}: ToastRegionProps) {
  useDialogAvoidance(useSyncExternalStore(subscribe, visible, visible));
  return (
    <RACToastRegion
      queue={toastQueue}
      aria-label={ariaLabel}
      className={clsx(styles.region, className)}
      data-toast-region
    >
      {({ toast }) => (
        <RACToast
          toast={toast}
          className={clsx(styles.toast, styles.tone[toast.content.tone])}
          data-tone={toast.content.tone}
        >
          {toast.content.emoji && (
            <span className={styles.emoji} aria-hidden="true">
              <EmojiIcon emoji={toast.content.emoji} />
            </span>
          )}
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
            {toast.content.action && (
              <RACButton
                className={styles.action}
                onPress={() => {
                  toast.content.action?.onAction();
                  toastQueue.close(toast.key);
                }}
              >
                {toast.content.action.label}
              </RACButton>
            )}
          </RACToastContent>
          <RACButton slot="close" aria-label="Закрыть" className={styles.close}>
            <CloseIcon />
          </RACButton>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
