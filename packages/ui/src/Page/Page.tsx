import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Page.css';

/** A spacing step of the theme, for Stack and Cluster gaps. */
export type Gap = keyof typeof styles.gaps;

export interface PageProps {
  /** The page's sections: usually a PageHeader, then cards, tables, pagination. */
  children: ReactNode;
  /** `full` (default) for registries; `column` centres at most 1200 px (home's slides and cards). */
  width?: keyof typeof styles.widths;
  /** Extra class. */
  className?: string;
}

/** The column every screen renders into: its sections one under another with the page gap. */
export function Page({ children, width = 'full', className }: PageProps) {
  return <div className={clsx(styles.page, styles.widths[width], className)}>{children}</div>;
}

export interface PageHeaderProps {
  /** The page title, rendered as the page's one `h1`. */
  title: string;
  /**
   * A line under the title (a count, a hint). Its line is kept even while absent (a count still
   * loading), so the page below does not move when it arrives (CLS, issue 13).
   */
  description?: ReactNode;
  /** Buttons at the right of the title; they wrap under it on a phone. */
  actions?: ReactNode;
}

/** The page's heading row: `h1` title, the description's line, and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headingGroup}>
        <h1 className={styles.title}>{title}</h1>
        {description != null ? (
          <p className={styles.description}>{description}</p>
        ) : (
          <p className={styles.description} aria-hidden="true">
            {'\u00a0'}
          </p>
        )}
      </div>
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

export interface StackProps {
  children: ReactNode;
  /** The vertical gap. Default `md`. */
  gap?: Gap;
  /** The element. Default `div`; `section` for a titled part of a page. */
  as?: 'div' | 'section' | 'ul' | 'ol';
  /** Names a `section` (the id of its heading). */
  'aria-labelledby'?: string;
  className?: string;
}

/** Children one under another with a theme gap. */
export function Stack({ children, gap = 'md', as: Root = 'div', className, ...aria }: StackProps) {
  return (
    <Root className={clsx(styles.stack, styles.gaps[gap], className)} {...aria}>
      {children}
    </Root>
  );
}

export interface ClusterProps {
  children: ReactNode;
  /** The gap between items and between wrapped rows. Default `sm`. */
  gap?: Gap;
  /** Horizontal distribution. Default `start`. */
  justify?: keyof typeof styles.clusterJustify;
  className?: string;
}

/** Children side by side, wrapping onto new rows on narrow screens (buttons, badges, chips). */
export function Cluster({ children, gap = 'sm', justify = 'start', className }: ClusterProps) {
  return (
    <div
      className={clsx(styles.cluster, styles.gaps[gap], styles.clusterJustify[justify], className)}
    >
      {children}
    </div>
  );
}
