import { vars } from '@fbi/ui/theme';
import { style } from '@vanilla-extract/css';

/** A section's list: banner lines, timeline entries, connections. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A banner line; lines that call for care (wanted, warrant, blacklist) get a red edge. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
});
export const alarm = style({ borderInlineStartColor: vars.color.dangerText });

/** A timeline entry: date and kind, then status, author and the record's link; wraps on a phone. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { '(max-width: 599px)': { gridTemplateColumns: '1fr' } },
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });

/** The timeline card's filter: as wide as its longest option, not the card. */
export const filter = style({ minWidth: '14rem' });
