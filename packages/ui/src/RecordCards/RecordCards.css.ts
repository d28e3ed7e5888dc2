import { style } from '@vanilla-extract/css';
import { bareButton, vars } from '../theme';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  // Nicks and links break between words where possible, never mid-word unless nothing else fits.
  overflowWrap: 'break-word',
});

/** Cards a user may open: the whole card answers a tap; the focus ring of its title circles it. */
export const pressable = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:active': { backgroundColor: vars.color.surfaceActive },
    '&:has(> div > button:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

/** The title as the card's button: it looks like the title, the card shows its focus. */
export const open = style({
  ...bareButton,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const title = style({ fontWeight: vars.fontWeight.bold, minWidth: 0 });

export const status = style({ flexShrink: 0, maxWidth: '100%' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** One label–value pair; `display: contents` lets both sit in the grid's columns. */
export const field = style({ display: 'contents' });

export const label = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, minWidth: 0 });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
