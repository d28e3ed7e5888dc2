import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
