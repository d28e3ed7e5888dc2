import { DateField as RACDateField, I18nProvider } from 'react-aria-components';
import { DateFieldBody, splitDateFieldProps, type StringDateProps } from './dateFieldParts';
import { calendarDateCodec, FIELD_LOCALE } from './dateValues';

export type { DateFieldBaseProps } from './dateFieldParts';

/**
 * Props of {@link DateField}: `value`, `minValue`, `maxValue` as 'YYYY-MM-DD' (e.g. '1900-01-01');
 * `onChange` gets 'YYYY-MM-DD' once the date is complete, or `null` when cleared.
 */
export type DateFieldProps = StringDateProps;

/** A typed date input (ДД.ММ.ГГГГ, ru-RU), each part editable with digits and arrow keys. */
export function DateField(props: DateFieldProps) {
  const { root, body } = splitDateFieldProps(props, calendarDateCodec);
  return (
    <I18nProvider locale={FIELD_LOCALE}>
      <RACDateField {...root}>
        <DateFieldBody {...body} />
      </RACDateField>
    </I18nProvider>
  );
}
