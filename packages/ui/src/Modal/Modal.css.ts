import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { TOAST_SPACE } from './toastSpace';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  '@media': { '(max-width: 600px)': { padding: vars.space.sm } },
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse`,
    },
  },
});

const toastSpace = `var(${TOAST_SPACE}, 0px)`;

/**
 * At most the viewport's height: the body scrolls, the header and actions stay in view. A toast
 * with no room beside the dialog pushes it down (`toastSpace`) instead of covering it.
 */
export const modal = style({
  width: '100%',
  marginTop: toastSpace,
  maxHeight: `calc(100dvh - 2 * ${vars.space.xxxl} - ${toastSpace})`,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    '(max-width: 600px)': { maxHeight: `calc(100dvh - 2 * ${vars.space.sm} - ${toastSpace})` },
  },
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.high,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
});

export const size = styleVariants({
  sm: { maxWidth: 420 },
  md: { maxWidth: 600 },
  lg: { maxWidth: 900 },
});

export const dialog = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
  '@media': { '(max-width: 600px)': { padding: `${vars.space.md} ${vars.space.lg}` } },
});

export const title = style({
  // The title takes the room, so a header action sits beside the close button.
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  padding: vars.space.xl,
  overflowY: 'auto',
  minHeight: 0,
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
  '@media': { '(max-width: 600px)': { padding: `${vars.space.md} ${vars.space.lg}` } },
});
