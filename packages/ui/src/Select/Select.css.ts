import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.placeholder, fontStyle: 'italic' } },
});

export const chevron = style({ color: vars.color.textMuted, flexShrink: 0 });
