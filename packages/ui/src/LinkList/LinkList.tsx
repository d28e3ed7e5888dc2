import { clsx } from 'clsx';
import { ExternalLink } from '../Link/Link';
import * as styles from './LinkList.css';

export interface LinkListProps {
  /** The URLs, shown in order and numbered from 1. */
  links: readonly string[];
  /** How a link reads: its URL (default) or e.g. 'Ссылка 1'. */
  labelFor?: (url: string, index: number) => string;
  /** Text when there are no links. Default 'Ссылки отсутствуют'. */
  emptyText?: string;
  /** The list's accessible name. */
  'aria-label'?: string;
  /** Extra class. */
  className?: string;
}

/** A numbered list of links, each opening in a new tab (evidence, grounds, proofs). */
export function LinkList({
  links,
  labelFor,
  emptyText = 'Ссылки отсутствуют',
  'aria-label': ariaLabel,
  className,
}: LinkListProps) {
  if (links.length === 0) return <p className={clsx(styles.empty, className)}>{emptyText}</p>;
  return (
    <ol className={clsx(styles.list, className)} aria-label={ariaLabel}>
      {links.map((url, i) => (
        <li key={`${i}-${url}`}>
          <ExternalLink href={url}>{labelFor ? labelFor(url, i) : url}</ExternalLink>
        </li>
      ))}
    </ol>
  );
}
