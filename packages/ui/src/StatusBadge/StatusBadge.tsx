import { UNKNOWN_STATUS_LABEL } from '@fbi/domain';
import { clsx } from 'clsx';
import * as styles from './StatusBadge.css';

/** Badge tones. */
export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
/** A badge tone. */
export type StatusTone = (typeof statusTones)[number];

export interface StatusBadgeProps {
  /**
   * The status's Russian label (from the domain package). Empty → domain's UNKNOWN_STATUS_LABEL:
   * the label is a spec text, so it lives in domain, which ui may import (never the reverse).
   */
  label: string | null | undefined;
  /** The colour. For an empty label the tone is forced to `neutral`. */
  tone: StatusTone;
  /**
   * Let a long label wrap inside a narrow container (a card on a phone) instead of keeping it on
   * one line, as table cells do. Default false.
   */
  wraps?: boolean;
  /** Extra class. */
  className?: string;
}

/** A small coloured pill naming a record's status. */
export function StatusBadge({ label, tone, wraps = false, className }: StatusBadgeProps) {
  const known = !!label && label.trim() !== '';
  const effectiveTone = known ? tone : 'neutral';
  return (
    <span
      className={clsx(
        styles.badge,
        wraps && styles.wrapping,
        styles.tone[effectiveTone],
        className,
      )}
      data-tone={effectiveTone}
    >
      <span className={styles.dot} aria-hidden="true" />
      {known ? label : UNKNOWN_STATUS_LABEL}
    </span>
  );
}
