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
  outline: 'none',
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  '@media': { '(max-width: 900px)': { padding: vars.space.md } },
});

/** Keyboard users skip the header and sidebar; visible only while focused. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnAccent,
  selectors: { '&:focus': { top: vars.space.md } },
});
