import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The main line. Default 'Нет данных'. */
  title?: ReactNode;
  /** A secondary explanation. */
  description?: ReactNode;
  /** A decorative icon or emoji. */
  icon?: ReactNode;
  /** An action (e.g. a Button). */
  action?: ReactNode;
  /** Extra class. */
  className?: string;
}

/** A friendly placeholder for an empty list or screen. */
export function EmptyState({
  title = 'Нет данных',
  description,
  icon,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={clsx(styles.empty, className)}>
      {icon != null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {description != null && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
