import { clsx } from 'clsx';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './FilterPanel.css';

export interface FilterPanelProps {
  /** The filter fields (TextField, Select, DatePicker…), laid out in a responsive grid. */
  children: ReactNode;
  /** Clears the filters. */
  onReset: () => void;
  /** Applies the filters / reloads the list (also on Enter in a field). */
  onRefresh: () => void;
  /** The reset button's text. Default 'Сбросить'. */
  resetLabel?: string;
  /** The refresh button's text. Default 'Обновить'. */
  refreshLabel?: string;
  /** Shows the refresh button pending while the list loads. */
  isRefreshing?: boolean;
  /** A heading above the fields. */
  title?: string;
  /** The search landmark's accessible name. Default 'Фильтры'. */
  'aria-label'?: string;
  /** Extra class. */
  className?: string;
}

/** A card of filter fields with Reset and Refresh buttons (a search landmark). */
export function FilterPanel({
  children,
  onReset,
  onRefresh,
  resetLabel = 'Сбросить',
  refreshLabel = 'Обновить',
  isRefreshing,
  title,
  'aria-label': ariaLabel = 'Фильтры',
  className,
}: FilterPanelProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onRefresh();
  };
  return (
    <form
      role="search"
      aria-label={title ?? ariaLabel}
      className={clsx(styles.panel, className)}
      onSubmit={submit}
    >
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onReset}>
          {resetLabel}
        </Button>
        <Button type="submit" isPending={isRefreshing}>
          {refreshLabel}
        </Button>
      </div>
    </form>
  );
}
