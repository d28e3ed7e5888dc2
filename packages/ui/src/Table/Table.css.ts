import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Scrolls sideways when the table is wider than the page (a phone): the scrollbar is always
 * drawn, and a shadow on the cut edge (scroll-linked backgrounds) says there is more.
 */
export const container = style({
  width: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
    'radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.55), transparent)',
    'radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.55), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 16px 100%, 16px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
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

/**
 * Fixed layout: the columns take the widths the caller gives (so tables of the same columns line
 * up from one to the next) and every column fits the page instead of overflowing it.
 */
export const fixedTable = style({ tableLayout: 'fixed' });

/** The virtualized table is its own scroll container. */
export const virtualTable = style({ overflow: 'auto', display: 'block', position: 'relative' });

export const column = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  // Long headers wrap between words (and hyphenate in a fixed layout) rather than widen the table.
  whiteSpace: 'normal',
  hyphens: 'auto',
  verticalAlign: 'bottom',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    [`${virtualTable} &`]: { display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
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
  borderBottom: `1px solid ${vars.color.border}`,
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

/** A fixed table wraps words inside its cells; its columns cannot grow. */
export const fixedCell = style({ overflowWrap: 'break-word', hyphens: 'auto' });

/**
 * The identifying column (the row header, e.g. the nick) stays in view while the table scrolls
 * sideways. An opaque background so the scrolled cells pass under it.
 */
export const stickyColumn = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: vars.color.surface,
  boxShadow: `1px 0 0 ${vars.color.border}`,
});

export const stickyHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `1px 0 0 ${vars.color.borderStrong}`,
});
