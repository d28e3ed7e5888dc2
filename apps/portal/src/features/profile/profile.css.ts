import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@fbi/ui/theme';

/** Left column, centre, right column (02 §2.11); one column on narrow screens. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 2.4fr) minmax(14rem, 1.2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(14rem, 1fr) minmax(0, 2fr)' },
    'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const identity = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export const avatarButton = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '2px' },
  },
});

export const nick = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The 25 presets, 5 a row (02 §2.11, §9). */
export const presets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const preset = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.surfaceActive },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '1px' },
  },
});

export const presetImage = style({
  width: '100%',
  maxWidth: 64,
  height: 'auto',
  borderRadius: vars.radius.md,
});
