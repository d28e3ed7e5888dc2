import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const calendarButton = style({
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  paddingBottom: vars.space.xs,
});

export const cell = style({
  width: 36,
  height: 36,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceActive },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.textOnAccent },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});

export const today = style({ boxShadow: `inset 0 0 0 1px ${vars.color.link}` });
