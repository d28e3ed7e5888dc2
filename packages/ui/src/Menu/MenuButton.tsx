import { composeRenderProps } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import * as styles from './Menu.css';

/**
 * The trigger look of {@link Menu}: a button with a ▾ chevron after its label. Alone it pulls in
 * no menu code, so a shell can render it inside RAC `MenuTrigger` and load {@link MenuPopover}
 * on first open.
 */
export function MenuButton({ children, ...props }: ButtonProps) {
  return (
    <Button {...props}>
      {composeRenderProps(children, (label) => (
        <>
          {label}
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </>
      ))}
    </Button>
  );
}
