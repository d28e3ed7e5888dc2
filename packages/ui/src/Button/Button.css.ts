import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

/**
 * How a disabled button looks, whatever its variant: flat, muted text, a dashed edge and no
 * hover or press change, so it never passes for an enabled one (issue: "disabled buttons look
 * almost enabled").
 */
const disabled = {
  cursor: 'not-allowed',
  backgroundColor: vars.color.surface,
  color: vars.color.textDisabled,
  borderColor: vars.color.border,
  borderStyle: 'dashed',
  boxShadow: 'none',
} as const;

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': disabled,
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const size = styleVariants({
  sm: { minHeight: 32, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { minHeight: 40, padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.textOnAccent,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
    },
  },
  secondary: {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceActive },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.textOnAccent,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.dangerHover },
      '&[data-pressed]': { backgroundColor: vars.color.dangerPressed },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-pressed]': { backgroundColor: vars.color.surfaceActive },
    },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});

export const fullWidth = style({ width: '100%' });

/** A button disabled with a reason (`aria-disabled`, still focusable): the disabled look. */
export const disabledLook = style({
  selectors: {
    '&, &[data-hovered], &[data-pressed]': disabled,
  },
});
