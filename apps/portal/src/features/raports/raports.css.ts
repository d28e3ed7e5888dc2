import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** The view modal's label/value pairs. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

/** A description keeps the author's line breaks. */
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
