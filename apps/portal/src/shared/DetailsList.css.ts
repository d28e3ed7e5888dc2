import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** Label/value pairs, labels in a narrow column; one column on a phone. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${details} dd`, {
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
