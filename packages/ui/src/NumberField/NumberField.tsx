import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  I18nProvider,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as inline from '../Field/inlineInput.css';
import { FieldDescription, FieldError, FieldLabel, fieldStyles } from '../Field/Field';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** The visible label. */
  label: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The message shown while invalid (including out-of-range values on commit). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Smallest allowed value (e.g. 0 for a mark). */
  minValue?: number;
  /** Largest allowed value (e.g. 10 for a mark). */
  maxValue?: number;
  /** Hide the − / + buttons. */
  hideSteppers?: boolean;
  /** Placeholder text. */
  placeholder?: string;
}

/**
 * A numeric input (RAC NumberField, ru-RU formatting): arrow keys and − / + step, the value is
 * clamped to `minValue`…`maxValue` on blur. An empty field reports `NaN`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  hideSteppers,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <I18nProvider locale="ru-RU">
      <RACNumberField {...props} className={composeClassName(className, fieldStyles.field)}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={clsx(fieldStyles.input, inline.group)}>
          <Input className={inline.input} placeholder={placeholder} />
          {!hideSteppers && (
            <>
              <RACButton slot="decrement" className={styles.stepper} aria-label="Уменьшить">
                <span aria-hidden="true">−</span>
              </RACButton>
              <RACButton slot="increment" className={styles.stepper} aria-label="Увеличить">
                <span aria-hidden="true">+</span>
              </RACButton>
            </>
          )}
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldError>{errorMessage}</FieldError>
      </RACNumberField>
    </I18nProvider>
  );
}
