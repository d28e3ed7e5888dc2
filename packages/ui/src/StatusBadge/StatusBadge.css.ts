import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  color: vars.color.textOnAccent,
});

/** A label that may wrap: as wide as its container at most, in a softer-cornered box. */
export const wrapping = style({
  whiteSpace: 'normal',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
});

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.neutral },
  info: { backgroundColor: vars.color.info },
  success: { backgroundColor: vars.color.success },
  warning: { backgroundColor: vars.color.warning, color: vars.color.textOnWarning },
  danger: { backgroundColor: vars.color.danger },
});

export const dot = style({
  flexShrink: 0,
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});
