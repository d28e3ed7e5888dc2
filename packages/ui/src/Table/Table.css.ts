import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
  },
});

/** The virtualized table is its own scroll container. */
export const virtualTable = style({ overflow: 'auto', display: 'block', position: 'relative' });

export const column = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    [`${virtualTable} &`]: { display: 'flex', alignItems: 'center' },
  },
});

export const row = style({
  outline: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&:last-child': { borderBottom: 'none' },
  },
});

/** Rows a user may open; text inside stays selectable (overrides RAC's press-time user-select). */
export const rowPressable = style({
  cursor: 'pointer',
  userSelect: 'text !important' as 'text',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceActive },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  // break-word, not anywhere: 'anywhere' lets auto layout shrink columns to one letter.
  overflowWrap: 'break-word',
  outline: 'none',
  userSelect: 'text',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    [`${virtualTable} &`]: {
      display: 'flex',
      alignItems: 'center',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
  },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const loadMore = style({
  padding: vars.space.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
