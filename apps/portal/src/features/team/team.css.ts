import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const subTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const historyItem = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const historyMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** The roles multi-select: a scrolling box of checkboxes. */
export const rolesBox = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  maxHeight: 260,
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const rolesGroup = style({ display: 'grid', gap: vars.space.xs });

export const rolesLabel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A read-only value with its copy button (credentials dialog). */
export const copyRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const copyField = style({ flex: 1, minWidth: 0 });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
});

export const errorText = style({ margin: 0, color: vars.color.dangerText });

/** The HR nick menu fills its cell: a long nick wraps, and its text lines up with the header. */
export const nickMenu = style({
  maxWidth: '100%',
  marginLeft: `calc(-1 * ${vars.space.sm})`,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'left',
});

export const historyHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
