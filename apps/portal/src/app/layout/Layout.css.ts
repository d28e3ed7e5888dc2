import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';
import { DRAWER_MEDIA, HEADER_HEIGHT_PX } from './shellMetrics.ts';

// Anchors, the skip link and focus moves keep their target below the sticky header.
globalStyle('html', { scrollPaddingTop: HEADER_HEIGHT_PX + 16 });

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const body = style({ display: 'flex', flex: 1, alignItems: 'flex-start' });

export const main = style({
  outline: 'none',
  flex: 1,
  minWidth: 0,
  // At least a screen tall from the first paint, so what follows the page (the demo bar) is never
  // shown and then pushed down as the page's chunk arrives (CLS, issue 13).
  minHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
  padding: vars.space.xl,
  '@media': { [DRAWER_MEDIA]: { padding: vars.space.md } },
});

/** Keyboard users skip the header and sidebar; visible only while focused. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.textOnAccent,
  selectors: { '&:focus': { top: vars.space.md } },
});
