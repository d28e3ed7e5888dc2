import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useMediaQuery } from '../hooks/useMediaQuery';
import * as styles from './FilterPanel.css';
import { PHONE_QUERY } from '../theme/media';

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
  /** The search landmark's accessible name, also the phone's toggle text. Default 'Фильтры'. */
  'aria-label'?: string;
  /** Extra class. */
  className?: string;
}

/**
 * A card of filter fields with Reset and Refresh buttons (a search landmark). On a phone the
 * fields fold behind a 'Фильтры' toggle (closed at first), so the list starts on the first screen;
 * they are first rendered when shown, then kept (what was typed survives folding): a page's
 * date and select fields were among the longest tasks of its first load on a phone (issue 13).
 */
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
  const [isOpenOnPhone, setOpenOnPhone] = useState(false);
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [fieldsRendered, setFieldsRendered] = useState(false);
  if (!fieldsRendered && (!isPhone || isOpenOnPhone)) setFieldsRendered(true);
  const bodyId = useId();
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
      <Button
        variant="secondary"
        className={styles.phoneToggle}
        aria-expanded={isOpenOnPhone}
        aria-controls={bodyId}
        onPress={() => setOpenOnPhone((open) => !open)}
      >
        {ariaLabel} {isOpenOnPhone ? '▴' : '▾'}
      </Button>
      <div id={bodyId} className={styles.body} data-phone-open={isOpenOnPhone}>
        <div className={styles.fields}>{fieldsRendered || !isPhone ? children : null}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onReset}>
            {resetLabel}
          </Button>
          <Button type="submit" isPending={isRefreshing}>
            {refreshLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
