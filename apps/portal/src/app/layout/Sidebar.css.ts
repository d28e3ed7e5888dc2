import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const sidebar = style({
  width: 260,
  flexShrink: 0,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { '(max-width: 900px)': { width: 'auto', borderRight: 'none' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupTitle = style({
  margin: 0,
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="page"]': { backgroundColor: vars.color.surfaceActive, fontWeight: 600 },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});
