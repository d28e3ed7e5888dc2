import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Checkbox.css';
import { CheckIcon } from '../Icon/icons';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The visible label. */
  children?: ReactNode;
}

/** A checkbox (RAC `Checkbox`); supports indeterminate and invalid states. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeClassName(className, styles.checkbox)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? '–' : isSelected ? <CheckIcon /> : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
