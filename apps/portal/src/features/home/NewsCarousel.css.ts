import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@fbi/ui/theme';

/** The least height of a slide, px; HomePage.css.ts reserves the carousel's space from it. */
export const SLIDE_MIN_HEIGHT = 320;

/** A slide fills the carousel viewport; news slides are whole buttons. */
export const slide = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  width: '100%',
  minHeight: SLIDE_MIN_HEIGHT,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: 'inherit',
  overflow: 'hidden',
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-4px' } },
});

export const mostWanted = style({
  cursor: 'default',
  backgroundImage: `linear-gradient(135deg, ${vars.color.dangerPressed} 0%, ${vars.color.surfaceRaised} 70%)`,
});

export const photo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** A dark band under the text keeps it readable on any photo. */
export const caption = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xl}`,
  background:
    'linear-gradient(to top, rgba(3, 9, 20, 0.92) 0%, rgba(3, 9, 20, 0.8) 70%, rgba(3, 9, 20, 0) 100%)',
});

export const kicker = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.warningText,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const more = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.link,
});

export const cta = style({ marginTop: vars.space.sm, alignSelf: 'flex-start' });
