import { DatePicker as RACDatePicker, I18nProvider } from 'react-aria-components';
import {
  DateFieldBody,
  splitDateFieldProps,
  type StringDateProps,
} from '../DateField/dateFieldParts';
import { FIELD_LOCALE, moscowDateTimeCodec } from '../DateField/dateValues';
import { CalendarButton, CalendarPopover } from '../DatePicker/CalendarParts';

/**
 * Props of {@link DateTimeField}: `value`, `minValue`, `maxValue` as ISO instants ('…Z' or with an
 * offset); `onChange` gets a UTC ISO string once complete, or `null` when cleared.
 */
export interface DateTimeFieldProps extends StringDateProps {
  /** Hide the calendar button (typing only). */
  hideCalendar?: boolean;
}

/**
 * A date and time input shown and edited on the Moscow clock (ДД.ММ.ГГГГ, ЧЧ:ММ, 24 h) whatever
 * the browser's zone; reports UTC ISO instants.
 */
export function DateTimeField({ hideCalendar, description, ...props }: DateTimeFieldProps) {
  const { root, body } = splitDateFieldProps(
    { ...props, description: description ?? 'Время московское (МСК)' },
    moscowDateTimeCodec,
  );
  return (
    <I18nProvider locale={FIELD_LOCALE}>
      <RACDatePicker {...root} granularity="minute" hourCycle={24} hideTimeZone>
        <DateFieldBody
          {...body}
          button={hideCalendar ? null : <CalendarButton />}
          popover={<CalendarPopover />}
        />
      </RACDatePicker>
    </I18nProvider>
  );
}
