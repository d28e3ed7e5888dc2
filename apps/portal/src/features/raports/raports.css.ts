import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@fbi/ui/theme';

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

/** A description keeps the author's line breaks. */
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

/** The folded open investigations above a report list: one line until unfolded. */
export const openInvestigations = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
});
export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.xs} 0`,
  ':focus-visible': focusRing,
});
export const investigations = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
/** An investigation: its name, then who started it; wraps on a phone. */
export const investigation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  selectors: { '&[aria-current]': { borderInlineStartColor: vars.color.link } },
});
export const muted = style({ color: vars.color.textMuted });
/** The mark of the investigation a link names. */
export const linked = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold });
