import { clsx } from 'clsx';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** Width (CSS length or px number). Default '100%'. */
  width?: number | string;
  /** Height (CSS length or px number). Default '1em'. */
  height?: number | string;
  /** Draw a circle (avatar placeholder). */
  circle?: boolean;
  /** Extra class. */
  className?: string;
}

/** A decorative placeholder shimmer shown while content loads (hidden from assistive tech). */
export function Skeleton({ width = '100%', height = '1em', circle, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.skeleton, circle && styles.circle, className)}
      style={{ width, height }}
    />
  );
}
