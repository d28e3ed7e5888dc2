import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

/** The column wrapping label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space.xxs,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText });

/** A text-like control: input, textarea, the trigger of a select, a date field group. */
export const input = style({
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.placeholder, fontStyle: 'italic', opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-within]': { borderColor: vars.color.focusRing },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-disabled]': {
      color: vars.color.textDisabled,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/** A floating panel (popover of a select, combobox, menu). */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: 'none' },
  },
});

/** A list box or menu inside a popover. */
export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  gap: vars.space.xxs,
});

/** An option or menu item. */
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceActive },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const optionDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const emptyList = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
