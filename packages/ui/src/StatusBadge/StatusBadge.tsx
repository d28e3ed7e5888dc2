import { clsx } from 'clsx';
import * as styles from './StatusBadge.css';

/** Badge tones. */
export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
/** A badge tone. */
export type StatusTone = (typeof statusTones)[number];

/** Shown when the status label is empty (an unknown status value). */
export const UNKNOWN_STATUS_LABEL = 'Неизвестно';

export interface StatusBadgeProps {
  /** The status's Russian label (from the domain package). Empty → 'Неизвестно'. */
  label: string | null | undefined;
  /** The colour. For an empty label the tone is forced to `neutral`. */
  tone: StatusTone;
  /** Extra class. */
  className?: string;
}

/** A small coloured pill naming a record's status. */
export function StatusBadge({ label, tone, className }: StatusBadgeProps) {
  const known = !!label && label.trim() !== '';
  const effectiveTone = known ? tone : 'neutral';
  return (
    <span
      className={clsx(styles.badge, styles.tone[effectiveTone], className)}
      data-tone={effectiveTone}
    >
      <span className={styles.dot} aria-hidden="true" />
      {known ? label : UNKNOWN_STATUS_LABEL}
    </span>
  );
}
