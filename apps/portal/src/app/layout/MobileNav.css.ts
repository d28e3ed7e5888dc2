import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
});

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(320px, 86vw)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.high,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
});

export const dialog = style({ outline: 'none' });

export const top = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});

export const links = style({
  display: 'grid',
  gap: 2,
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceHover } },
});
