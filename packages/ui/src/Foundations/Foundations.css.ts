import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  borderRadius: vars.radius.lg,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const chip = style({ height: 56 });

export const meta = style({
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const bar = style({
  height: 12,
  backgroundColor: vars.color.primary,
  borderRadius: vars.radius.sm,
});

export const box = style({
  width: 64,
  height: 40,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
