import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const body = style({
  display: 'flex',
  flex: 1,
  alignItems: 'stretch',
  '@media': { '(max-width: 900px)': { flexDirection: 'column' } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  '@media': { '(max-width: 900px)': { padding: vars.space.md } },
});
