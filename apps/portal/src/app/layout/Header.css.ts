import { style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '@fbi/ui/theme';
import { DRAWER_MEDIA, HEADER_HEIGHT_PX } from './shellMetrics.ts';

/** One row of a fixed height at every width, sticky at the top. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flexWrap: 'nowrap',
  height: HEADER_HEIGHT_PX,
  padding: `0 ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
  '@media': { [DRAWER_MEDIA]: { gap: vars.space.sm, padding: `0 ${vars.space.md}` } },
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  '@media': { [DRAWER_MEDIA]: { display: 'inline-flex' } },
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const menuIcon = style({ fontSize: '1.25rem', lineHeight: 1 });

/** On the narrowest phones the word goes (still the button's name) so the row keeps its room. */
export const menuText = style({
  '@media': { '(max-width: 480px)': visuallyHidden },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
  flexShrink: 0,
});

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnAccent,
  letterSpacing: '0.05em',
});

export const logoText = style({ '@media': { '(max-width: 1200px)': { display: 'none' } } });

export const nav = style({
  display: 'flex',
  gap: vars.space.md,
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  '@media': { [DRAWER_MEDIA]: { display: 'none' } },
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    // Inside the link's box: the nav clips what overflows it, the ring's outer part included.
    // ([href] outweighs the design system's link ring.)
    '&[href][data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.focus.ringWidth})` },
  },
});

export const account = style({ marginLeft: 'auto', minWidth: 0, display: 'flex' });

/** A long nick is cut with an ellipsis rather than wrapping the header onto a second row. */
export const nick = style({
  display: 'inline-block',
  maxWidth: 'min(220px, 34vw)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const hidden = style(visuallyHidden);
