import { Fragment, type ReactNode } from 'react';
import * as styles from './DetailsList.css.ts';

/** One label and its value. */
export type DetailsItem = readonly [label: string, value: ReactNode];

/**
 * The read-only fields of a record's view modal as a description list (`dl`): each label
 * (`dt`) with its value (`dd`), multi-line text kept as typed.
 */
export function DetailsList({ items }: { items: readonly DetailsItem[] }) {
  return (
    <dl className={styles.details}>
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
