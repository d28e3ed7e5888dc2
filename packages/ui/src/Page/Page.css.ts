import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The page column: sections one under another; `minWidth: 0` lets wide tables scroll inside. */
export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/** Page widths: `full` for wide tables, `column` a centred 1200 px column (home). */
export const widths = styleVariants({
  full: {},
  column: { maxWidth: 1200, marginInline: 'auto', width: '100%' },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headingGroup = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Gaps of Stack and Cluster, from the theme's spacing scale. */
export const gaps = styleVariants(
  { xs: vars.space.xs, sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl },
  (gap) => ({ gap }),
);

export const stack = style({ display: 'grid', minWidth: 0, alignContent: 'start' });

// Grid items default to `min-width: auto` and would grow to a wide table's width; at 0 the table
// scrolls sideways inside its own box instead of widening the page.
globalStyle(`${page} > *, ${stack} > *`, { minWidth: 0 });

export const cluster = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center' });

export const clusterJustify = styleVariants({
  start: { justifyContent: 'flex-start' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
