import { vars } from '@fbi/ui';
import { style } from '@vanilla-extract/css';

/** The row header's text and its «Новое» mark, which wraps under it when the cell is narrow. */
export const rowHeader = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/**
 * «Новое»: an outlined tag in the link colour, not a status badge (a badge's colour names a
 * status's meaning, issue 23).
 */
export const fresh = style({
  border: `1px solid ${vars.color.link}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.4,
  padding: `0 ${vars.space.xs}`,
  whiteSpace: 'nowrap',
});

/** The export's progress: label, bar, count. */
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const track = style({
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.primary,
  transition: 'width 150ms',
});

/** A cell kept on one line (a date). */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A placeholder where a value is missing ('Нет', 'Не назначен'). */
export const muted = style({ color: vars.color.textMuted });
