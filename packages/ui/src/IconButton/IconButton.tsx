import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'fullWidth'> {
  /** The accessible name; required because the button shows only an icon. */
  'aria-label': string;
  /** The icon (decorative: mark SVGs `aria-hidden`). */
  children: ReactNode;
}

/** A square button showing only an icon; its name comes from `aria-label`. Default variant `ghost`. */
export function IconButton({
  variant = 'ghost',
  size = 'md',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      className={composeClassName(className, styles.iconButton, styles.size[size])}
    >
      {({ isPending }) => (isPending ? null : children)}
    </Button>
  );
}
