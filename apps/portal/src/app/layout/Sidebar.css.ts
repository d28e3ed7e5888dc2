import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';
import { DRAWER_MEDIA, HEADER_HEIGHT_PX, SIDEBAR_WIDTH_PX } from './shellMetrics.ts';

/** Beside the page on a desktop: sticky under the header, full height, scrolling on its own. */
export const sidebar = style({
  width: SIDEBAR_WIDTH_PX,
  flexShrink: 0,
  position: 'sticky',
  top: HEADER_HEIGHT_PX,
  height: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [DRAWER_MEDIA]: { display: 'none' } },
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const group = style({ display: 'flex', flexDirection: 'column' });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.durationFast}`,
  color: vars.color.textMuted,
  selectors: { 'details[open] > summary > &': { transform: 'rotate(90deg)' } },
});

export const groupTitle = style({
  margin: 0,
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xxs} 0 ${vars.space.sm}`,
  display: 'grid',
  gap: 2,
});

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
