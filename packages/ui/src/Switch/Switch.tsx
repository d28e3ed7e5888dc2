import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label. */
  children?: ReactNode;
}

/** An on/off switch (RAC `Switch`, role switch). */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={composeClassName(className, styles.switchRoot)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
