import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterOver = style({ color: vars.color.dangerText });

export const textarea = style({ resize: 'vertical', minHeight: 96 });
