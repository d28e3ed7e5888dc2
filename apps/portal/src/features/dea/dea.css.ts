import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
