import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ fontSize: vars.fontSize.xxl, lineHeight: 1 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, maxWidth: 480 });
