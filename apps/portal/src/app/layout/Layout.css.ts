import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';
import { DRAWER_MEDIA, HEADER_HEIGHT_PX, SIDEBAR_WIDTH_PX } from './shellMetrics.ts';

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

/*
 * index.html's boot page, drawn before any script runs: under its header bar, the sidebar's panel
 * on a desktop and the opened route's title where the page draws it (build/bootTitle.ts writes
 * the text). Global class names because the HTML cannot know the hashed ones; the rules follow
 * `body`, `main` above, Sidebar.css.ts `sidebar` and the ui Page's `title`, so nothing moves when
 * the app replaces it, and the title, the page's largest paint, is painted from the HTML (LCP,
 * issue 13). Only in the HTML: React replaces #root's content on its first render.
 */
globalStyle('.boot-body', { display: 'flex', alignItems: 'flex-start' });

globalStyle('.boot-sidebar', {
  width: SIDEBAR_WIDTH_PX,
  flexShrink: 0,
  height: `calc(100vh - ${HEADER_HEIGHT_PX}px)`,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [DRAWER_MEDIA]: { display: 'none' } },
});

globalStyle('.boot-main', {
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  '@media': { [DRAWER_MEDIA]: { padding: vars.space.md } },
});

globalStyle('.boot-title', {
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
