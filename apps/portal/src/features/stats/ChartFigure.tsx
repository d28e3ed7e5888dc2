import { STATS_TEXT as T } from '@fbi/domain';
import { Card } from '@fbi/ui';
import { useId, type ReactNode } from 'react';
import * as text from '../../shared/text.css.ts';
import * as styles from './charts.css.ts';

export interface ChartFigureProps {
  title: string;
  hint?: string;
  /** The chart (an svg with role="img"), hidden from nobody: its label says where the data is. */
  chart: ReactNode;
  /** Column headers of the table alternative. */
  columns: readonly string[];
  /** Its rows, one cell per column. */
  rows: readonly (readonly (string | number)[])[];
  legend?: readonly { label: string; color: string }[];
}

/**
 * One chart of /stats in a card: its title and hint, the chart, the legend, and the same numbers
 * as a table behind "Показать таблицей" (the text alternative for screen readers and everyone).
 */
export function ChartFigure({ title, hint, chart, columns, rows, legend }: ChartFigureProps) {
  const captionId = useId();
  return (
    <Card as="div">
      <figure className={styles.figure} aria-labelledby={captionId}>
        <figcaption id={captionId} className={styles.caption}>
          {title}
        </figcaption>
        {hint && <p className={text.muted}>{hint}</p>}
        {rows.length === 0 ? <p className={text.muted}>{T.noData}</p> : chart}
        {legend && legend.length > 0 && (
          <ul className={styles.legend} aria-hidden="true">
            {legend.map((item) => (
              <li key={item.label}>
                <span className={styles.swatch} style={{ background: item.color }} />
                {item.label}
              </li>
            ))}
          </ul>
        )}
        {rows.length > 0 && (
          <details>
            <summary className={styles.summary}>{T.table}</summary>
            {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it (axe). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={title}>
              <table className={styles.table}>
                <caption className={text.muted}>{title}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col" className={styles.cell}>
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.join('|')}>
                      {row.map((value, i) =>
                        i === 0 ? (
                          <th key={i} scope="row" className={styles.cell}>
                            {value}
                          </th>
                        ) : (
                          <td key={i} className={styles.cell}>
                            {value}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}
      </figure>
    </Card>
  );
}
