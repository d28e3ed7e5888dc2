import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const input = style({ flex: 1, minWidth: 0 });

/** Aligns the Add button with the input (below the label). */
export const addButton = style({ marginTop: 26 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const entryText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const listError = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText });
