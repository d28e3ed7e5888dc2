import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** The cards in as many columns as fit. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ height: '100%' });
