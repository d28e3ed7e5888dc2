import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

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
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
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
