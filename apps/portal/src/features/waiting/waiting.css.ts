import { style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '@fbi/ui/theme';

/**
 * The count beside a sidebar link: warning colours, which keep contrast on the dark theme. Inline
 * on purpose: a block (or float) adds a space in the link's accessible name before the comma.
 */
export const badge = style({
  display: 'inline',
  minWidth: '1.5em',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  backgroundColor: vars.color.warning,
  color: vars.color.textOnWarning,
});

export const hidden = style(visuallyHidden);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // One column as wide as the dialog: an implicit track grows to its widest row's min-content,
  // and a long registry name with a nick ran past the dialog's edge on a phone (390 px).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * «Долго ждёт»: an outlined tag in the warning colour (not a status badge: a badge's colour names
 * a status's meaning, issue 23).
 */
export const overdue = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
