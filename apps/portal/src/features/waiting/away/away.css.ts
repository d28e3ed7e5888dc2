import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** A part of the away panel: its heading over its lines. */
export const section = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** A line's link with what the list or the history says under it. */
export const line = style({ display: 'grid', gap: vars.space.xs });
