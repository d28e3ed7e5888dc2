import { clsx } from 'clsx';
import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Button.css';

/** The visual variants of a button; reused by stories and types. */
export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
/** A button's visual variant. */
export type ButtonVariant = (typeof buttonVariants)[number];
/** The sizes of a button. */
export const buttonSizes = ['sm', 'md'] as const;
/** A button's size. */
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  /** Visual style: `primary` for the main action, `danger` for destructive ones. Default `primary`. */
  variant?: ButtonVariant;
  /** Height and padding. Default `md`. */
  size?: ButtonSize;
  /**
   * Shows a spinner and blocks presses while an action is in progress; focus stays on the button
   * and screen readers announce the pending state.
   */
  isPending?: boolean;
  /** Stretch to the full width of the container. */
  fullWidth?: boolean;
  /** Content rendered before the label (an icon). */
  icon?: ReactNode;
  /** The button element (a menu's trigger positions its popover against it). */
  ref?: Ref<HTMLButtonElement>;
  /**
   * Why the button is disabled, e.g. 'Одобрить может Глава CID'. With `isDisabled`, the button
   * stays focusable (`aria-disabled`, never fires) and shows this in a tooltip on hover and on
   * keyboard focus, so a person learns why instead of meeting a dead button.
   */
  disabledReason?: string;
}

/**
 * The tooltip is loaded with the first button that has a reason: the header's buttons are in
 * the portal's initial JS, and react-aria's tooltip and its positioning would add ~3.5 kB gzip
 * there (check-size's initial budget) for buttons that are only ever disabled in dialogs.
 */
const Tooltip = lazy(() => import('../Tooltip/Tooltip').then((m) => ({ default: m.Tooltip })));

/** The handlers a button disabled with a reason must not run. */
const ACTIONS = [
  'onPress',
  'onPressStart',
  'onPressEnd',
  'onPressChange',
  'onPressUp',
  'onClick',
] as const;

/** A button built on RAC `Button`: keyboard, touch and pending states handled. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  icon,
  className,
  children,
  disabledReason,
  ...props
}: ButtonProps) {
  const explained = props.isDisabled === true && !!disabledReason;
  const button = (
    <RACButton
      {...props}
      {...(explained && explainedDisabled())}
      className={composeRenderProps(className, (cn) =>
        clsx(
          styles.base,
          styles.size[size],
          styles.variant[variant],
          fullWidth && styles.fullWidth,
          explained && styles.disabledLook,
          cn,
        ),
      )}
    >
      {composeRenderProps(children, (kids, { isPending }) => (
        <>
          {isPending ? <span className={styles.spinner} aria-hidden="true" /> : icon}
          {kids}
        </>
      ))}
    </RACButton>
  );
  return explained ? (
    <Suspense fallback={button}>
      <Tooltip content={disabledReason} delay={300}>
        {button}
      </Tooltip>
    </Suspense>
  ) : (
    button
  );
}

/**
 * Overrides for a button disabled with a reason: focusable and hoverable (so the tooltip can
 * show), announced as disabled, and inert: no press handler, no form submit, no link.
 */
function explainedDisabled(): Partial<RACButtonProps> {
  const inert: Partial<RACButtonProps> = Object.fromEntries(
    ACTIONS.map((name) => [name, undefined]),
  );
  return {
    ...inert,
    isDisabled: false,
    type: 'button',
    form: undefined,
    'aria-disabled': true,
  };
}
