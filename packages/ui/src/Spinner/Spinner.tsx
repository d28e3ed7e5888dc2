import { clsx } from 'clsx';
import { VisuallyHidden } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** The accessible status text. Default 'Загрузка…'. */
  label?: string;
  /** Show the label next to the spinner (otherwise it is visually hidden). */
  showLabel?: boolean;
  /** Diameter in px. Default 24. */
  size?: number;
  /** Extra class. */
  className?: string;
}

/** An indeterminate loading indicator announced as a status. */
export function Spinner({ label = 'Загрузка…', showLabel, size = 24, className }: SpinnerProps) {
  return (
    <span role="status" className={clsx(styles.wrapper, className)}>
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      {showLabel ? label : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
