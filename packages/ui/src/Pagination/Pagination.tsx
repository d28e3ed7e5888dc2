import { PAGE_SIZE } from '@fbi/domain';
import { clsx } from 'clsx';
import { Button } from '../Button/Button';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, zero-based (as the API expects). */
  page: number;
  /**
   * Rows per page. Default domain's PAGE_SIZE (10, 02 §9): a spec rule lives in domain, which ui
   * may import (never the reverse), so the list screens and this default cannot drift apart.
   */
  pageSize?: number;
  /** Total number of rows across all pages. */
  totalItems: number;
  /** Called with the chosen page, zero-based. */
  onPageChange: (page: number) => void;
  /** How many page buttons to show around the current one. Default 1. */
  siblingCount?: number;
  /** The navigation landmark's name. Default 'Страницы'. */
  'aria-label'?: string;
  /** Disable every button (while a page loads). */
  isDisabled?: boolean;
  /** Extra class. */
  className?: string;
}

type PageToken = number | 'start-ellipsis' | 'end-ellipsis';

/** The page numbers to show (zero-based), with ellipses; exported for tests. */
export function pageTokens(current: number, total: number, siblings: number): PageToken[] {
  const first = 0;
  const last = total - 1;
  const from = Math.max(first + 1, current - siblings);
  const to = Math.min(last - 1, current + siblings);
  const tokens: PageToken[] = [first];
  if (from > first + 1) tokens.push('start-ellipsis');
  for (let p = from; p <= to; p++) tokens.push(p);
  if (to < last - 1) tokens.push('end-ellipsis');
  if (last > first) tokens.push(last);
  return tokens;
}

/**
 * Page navigation. Pages are shown to the user from 1 but reported zero-based through
 * `onPageChange`. Renders nothing when everything fits on one page.
 */
export function Pagination({
  page,
  pageSize = PAGE_SIZE,
  totalItems,
  onPageChange,
  siblingCount = 1,
  'aria-label': ariaLabel = 'Страницы',
  isDisabled,
  className,
}: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(0, page), totalPages - 1);

  return (
    <nav aria-label={ariaLabel} className={clsx(styles.nav, className)}>
      <ul className={styles.list}>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Предыдущая страница"
            isDisabled={isDisabled || current === 0}
            onPress={() => onPageChange(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </Button>
        </li>
        {pageTokens(current, totalPages, siblingCount).map((token) =>
          typeof token === 'number' ? (
            <li key={token}>
              <Button
                variant="secondary"
                size="sm"
                className={clsx(styles.page, token === current && styles.current)}
                aria-label={`Страница ${token + 1}`}
                aria-current={token === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => {
                  if (token !== current) onPageChange(token);
                }}
              >
                {token + 1}
              </Button>
            </li>
          ) : (
            <li key={token} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Следующая страница"
            isDisabled={isDisabled || current >= totalPages - 1}
            onPress={() => onPageChange(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
