import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bareButton, focusRing } from '../theme/focus';

const slideIn = keyframes({
  // Vertical, so an entering toast never widens the page sideways.
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The fixed column; clicks pass through it to the page except on the toasts themselves. */
export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  width: 'min(340px, calc(100vw - 32px))',
  pointerEvents: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.high,
  color: vars.color.textOnAccent,
  fontFamily: vars.font.body,
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  outline: 'none',
  pointerEvents: 'auto',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tone = styleVariants({
  error: { backgroundColor: vars.color.danger },
  success: { backgroundColor: vars.color.success },
  info: { backgroundColor: vars.color.info },
});

export const emoji = style({ fontSize: vars.fontSize.xl, lineHeight: 1 });

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm });

/** The toast's button (e.g. «Открыть»): a link-like text button, at least 24 px tall to tap. */
export const action = style({
  alignSelf: 'flex-start',
  minHeight: 24,
  ...bareButton,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const close = style({
  flexShrink: 0,
  width: 28,
  height: 28,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(255, 255, 255, 0.18)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.textOnAccent}`, outlineOffset: 0 },
  },
});
