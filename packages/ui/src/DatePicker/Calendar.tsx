import { today as todayIn, isSameDay } from '@internationalized/date';
import { clsx } from 'clsx';
import {
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { FIELD_TIME_ZONE } from '../DateField/dateValues';
import * as styles from './DatePicker.css';

/** The calendar of a date picker popover (month view, Moscow "today"). */
export function PickerCalendar() {
  const now = todayIn(FIELD_TIME_ZONE);
  return (
    <RACCalendar>
      <header className={styles.calendarHeader}>
        <IconButton slot="previous" size="sm" aria-label="Предыдущий месяц">
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Heading className={styles.calendarHeading} />
        <IconButton slot="next" size="sm" aria-label="Следующий месяц">
          <span aria-hidden="true">›</span>
        </IconButton>
      </header>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={clsx(styles.cell, isSameDay(date, now) && styles.today)}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </RACCalendar>
  );
}
