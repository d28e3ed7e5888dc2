import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  padding: 0,
  overflow: 'hidden',
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const toggle = style({
  width: 36,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
