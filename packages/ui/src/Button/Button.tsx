import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import {
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import type { Tooltip as TooltipFunction } from '../Tooltip/Tooltip';
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
   * keyboard focus, and on a press (a tap on a phone, where nothing hovers) for
   * REASON_SHOWN_MS, so a person learns why instead of meeting a dead button.
   */
  disabledReason?: string;
}

type TooltipComponent = typeof TooltipFunction;
let loadedTooltip: TooltipComponent | null = null;
let tooltipLoading: Promise<TooltipComponent> | null = null;

/**
 * The tooltip (react-aria's trigger and positioning, ~3.5 kB gzip) stays out of the portal's
 * initial JS, where the header's buttons are (check-size's budget): a button disabled with a
 * reason fetches it as it mounts, and the app fetches it ahead with `prefetchTooltip`, so one met
 * later in a dialog has it at once and renders its tree once (a later swap would remount the
 * button and drop its focus).
 */
function loadTooltip(): Promise<TooltipComponent> {
  tooltipLoading ??= import('../Tooltip/Tooltip').then((m) => (loadedTooltip = m.Tooltip));
  return tooltipLoading;
}

/**
 * Fetches the disabled-reason tooltip ahead of its first use; resolves when it is in, never
 * rejects (a failed fetch is retried by the button that needs it). Call it once the page has
 * settled: fetched as the page loads (it was, from the first idle moment), its chunks, five
 * levels of imports, were still downloading beside the home page's news photo, its largest
 * paint (issue 24: Lighthouse mobile on /).
 */
export function prefetchTooltip(): Promise<void> {
  return loadTooltip().then(
    () => undefined,
    () => {
      tooltipLoading = null;
    },
  );
}

/** The tooltip component once loaded (null until then); asks for it when `needed`. */
function useTooltip(needed: boolean): TooltipComponent | null {
  const [tooltip, setTooltip] = useState<TooltipComponent | null>(() => loadedTooltip);
  useEffect(() => {
    if (needed && !tooltip) void loadTooltip().then((t) => setTooltip(() => t));
  }, [needed, tooltip]);
  return tooltip;
}

/** How long a press shows a disabled button's reason, ms: long enough to read a short line. */
export const REASON_SHOWN_MS = 4_000;

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
  const tooltip = useTooltip(explained);
  const [hinted, setHinted] = useState(false);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    const timer = setTimeout(() => setPressed(false), REASON_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [pressed]);
  const button = (
    <RACButton
      {...props}
      {...(explained && { ...explainedDisabled(), onPress: () => setPressed(true) })}
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
  // Called, not rendered as an element: Tooltip has no hooks of its own, and a component held in
  // state would count as one made during render.
  return explained && tooltip
    ? tooltip({
        content: disabledReason,
        delay: 300,
        children: button,
        isOpen: hinted || pressed,
        onOpenChange: (open) => {
          setHinted(open);
          if (!open) setPressed(false);
        },
      })
    : button;
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
