import { clsx } from 'clsx';
import { Button } from '../Button/Button';
import * as fieldStyles from '../Field/Field.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './FilterPanel.css';

export interface FilterPanelSkeletonProps {
  /** How many fields the panel will have (the grid's cells). */
  fields: number;
  /** The labels and title of the panel it stands for, so both take the same space. */
  resetLabel?: string;
  refreshLabel?: string;
  title?: string;
  'aria-label'?: string;
  /** Extra class. */
  className?: string;
}

/**
 * The {@link FilterPanel} while its fields' code loads: the same card, grid, field boxes and
 * buttons (disabled), each placeholder one line box (`1lh`) high like the text it stands for, so
 * nothing below moves when the real panel replaces it. Hidden from
 * assistive tech; the page's table announces the loading.
 */
export function FilterPanelSkeleton({
  fields,
  resetLabel = 'Сбросить',
  refreshLabel = 'Обновить',
  title,
  'aria-label': ariaLabel = 'Фильтры',
  className,
}: FilterPanelSkeletonProps) {
  return (
    <div aria-hidden="true" className={clsx(styles.panel, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <Button variant="secondary" className={styles.phoneToggle} isDisabled>
        {ariaLabel} ▾
      </Button>
      <div className={styles.body} data-phone-open={false}>
        <div className={styles.fields}>
          {Array.from({ length: fields }, (_, i) => (
            <div key={i} className={fieldStyles.field}>
              <span className={fieldStyles.label}>
                <Skeleton width="50%" height="1lh" />
              </span>
              <div className={fieldStyles.input}>
                <Skeleton width="30%" height="1lh" />
              </div>
            </div>
          ))}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled>
            {resetLabel}
          </Button>
          <Button isDisabled>{refreshLabel}</Button>
        </div>
      </div>
    </div>
  );
}
