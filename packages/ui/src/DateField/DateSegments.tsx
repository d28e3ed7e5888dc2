import { DateInput, DateSegment } from 'react-aria-components';
import * as styles from './DateField.css';

/** The editable day/month/year (and time) segments shared by every date field of the package. */
export function DateSegments() {
  return (
    <DateInput className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}
