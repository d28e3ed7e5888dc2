import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const muted = style({ color: vars.color.textMuted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});

export const entry = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const nick = style({ overflowWrap: 'anywhere' });

export const violation = style({ margin: 0, overflowWrap: 'anywhere' });
