import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const locked = style({
  backgroundColor: vars.color.background,
  borderStyle: 'dashed',
});

export const emoji = style({ fontSize: '2.5rem', lineHeight: 1, flexShrink: 0 });

export const lockedEmoji = style({ filter: 'grayscale(1)', opacity: 0.45 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const state = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const stateAchieved = style({ color: vars.color.successText });
