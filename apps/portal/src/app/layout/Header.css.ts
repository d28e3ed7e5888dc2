import { style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '@fbi/ui/theme';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  padding: `${vars.space.md} ${vars.space.xl}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
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

export const logoText = style({ '@media': { '(max-width: 600px)': { display: 'none' } } });

export const nav = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', flex: 1 });

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceHover } },
});

export const account = style({ marginLeft: 'auto' });

export const hidden = style(visuallyHidden);
