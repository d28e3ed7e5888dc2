import { Button as RACButton, Dialog, Popover } from 'react-aria-components';
import { fieldStyles } from '../Field/Field';
import { PickerCalendar } from './Calendar';
import * as styles from './DatePicker.css';
import { CalendarIcon } from '../Icon/icons';

/** The button inside a picker's input group that opens its calendar. */
export function CalendarButton() {
  return (
    <RACButton className={styles.calendarButton} aria-label="Открыть календарь">
      <CalendarIcon />
    </RACButton>
  );
}

/** The calendar popover of a date picker (ru-RU, weeks from Monday). */
export function CalendarPopover() {
  return (
    <Popover className={fieldStyles.popover} placement="bottom start">
      <Dialog className={styles.dialog} aria-label="Календарь">
        <PickerCalendar />
      </Dialog>
    </Popover>
  );
}
