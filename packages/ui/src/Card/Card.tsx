import { clsx } from 'clsx';
import type { ElementType, ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** A heading at the top. */
  title?: ReactNode;
  /** The heading level of `title`. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the heading (actions). */
  actions?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Actions row at the bottom. */
  footer?: ReactNode;
  /** Smaller padding. */
  compact?: boolean;
  /** The element: `section` (default, labelled by its title), `article` or `div`. */
  as?: 'section' | 'article' | 'div';
  /** Extra class. */
  className?: string;
}

/** A surface grouping related content. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  children,
  footer,
  compact,
  as = 'section',
  className,
}: CardProps) {
  const Root = as as ElementType;
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <Root className={clsx(styles.card, compact && styles.compact, className)}>
      {(title != null || actions != null) && (
        <div className={styles.header}>
          {title != null && <Heading className={styles.title}>{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
