import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const carousel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const viewport = style({
  position: 'relative',
  display: 'grid',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** All slides share one grid cell and cross-fade. */
export const slide = style({
  gridArea: '1 / 1',
  opacity: 0,
  visibility: 'hidden',
  transition: `opacity ${vars.motion.durationSlow} ${vars.motion.easing}, visibility 0s linear ${vars.motion.durationSlow}`,
  selectors: {
    '&[data-active]': {
      opacity: 1,
      visibility: 'visible',
      transition: `opacity ${vars.motion.durationSlow} ${vars.motion.easing}, visibility 0s`,
    },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const indicators = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const indicator = style({
  width: 24,
  height: 24,
  padding: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '::after': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.textMuted}`,
    backgroundColor: 'transparent',
  },
});

export const indicatorActive = style({
  '::after': { backgroundColor: vars.color.text, borderColor: vars.color.text },
});
