import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: 0,
  paddingInlineEnd: vars.space.xxs,
});

export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-placeholder]': { color: vars.color.placeholder, fontStyle: 'italic' },
    '&[data-type="literal"]': { padding: 0 },
    '&:focus, &[data-focused]': {
      backgroundColor: vars.color.primary,
      color: vars.color.textOnAccent,
    },
    '&[data-invalid]': { color: vars.color.dangerText },
    '&[data-invalid]:focus': { color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});
