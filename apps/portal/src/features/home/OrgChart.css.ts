import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';
import { heading, muted } from '../../shared/text.css.ts';

export const chart = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/**
 * While the team loads the chart holds a screen's height: the loaded chart is taller still, so the
 * footer starts below the fold instead of being pushed out of view (layout shift).
 */
export const loading = style({ minHeight: '100vh' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

/** Departments on a grid: wide ones span every column (see `wide`). */
export const departments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.xl,
});

export const wide = style({ gridColumn: '1 / -1' });

export const department = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const departmentTitle = style([heading, { textAlign: 'center' }]);

/** A row of cards, centred like a chart level. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: 208,
  padding: vars.space.lg,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.low,
});

export const name = style({
  marginTop: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  // Breaks after the nick's underscore (<wbr>); inside a name only when one name is wider than the card.
  overflowWrap: 'break-word',
  maxWidth: '100%',
});

export const rank = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const position = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A short muted line: an empty department, a note under the news. */
export const vacant = style([muted, { fontSize: vars.fontSize.sm }]);
