import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const nav = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.md} 0`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({ minWidth: 36, paddingInline: vars.space.sm });

export const current = style({
  selectors: {
    '&&': {
      backgroundColor: vars.color.primary,
      color: vars.color.textOnAccent,
      borderColor: vars.color.primary,
    },
  },
});

export const ellipsis = style({ color: vars.color.textMuted, paddingInline: vars.space.xs });

export const summary = style({
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
