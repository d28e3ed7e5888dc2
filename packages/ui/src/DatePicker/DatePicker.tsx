import { DatePicker as RACDatePicker, I18nProvider } from 'react-aria-components';
import type { DateFieldProps } from '../DateField/DateField';
import { DateFieldBody, splitDateFieldProps } from '../DateField/dateFieldParts';
import { calendarDateCodec, FIELD_LOCALE } from '../DateField/dateValues';
import { CalendarButton, CalendarPopover } from './CalendarParts';

/** Props of {@link DatePicker}: the same as DateField's ('YYYY-MM-DD' strings). */
export type DatePickerProps = DateFieldProps;

/** A date field with a calendar popover (ru-RU, weeks from Monday, "today" in Moscow). */
export function DatePicker(props: DatePickerProps) {
  const { root, body } = splitDateFieldProps(props, calendarDateCodec);
  return (
    <I18nProvider locale={FIELD_LOCALE}>
      <RACDatePicker {...root}>
        <DateFieldBody {...body} button={<CalendarButton />} popover={<CalendarPopover />} />
      </RACDatePicker>
    </I18nProvider>
  );
}
