/**
 * Sizes the shell's parts agree on: the header is one row of this height at every width, so the
 * sticky sidebar and the scroll padding (a focused element never hides under the header) can
 * rely on it.
 */
export const HEADER_HEIGHT_PX = 64;

/** The sidebar's width beside the page, border included. */
export const SIDEBAR_WIDTH_PX = 270;

/** Below this width the sidebar is a drawer behind the header's menu button (issue 8: tablet). */
export const DRAWER_MEDIA = '(max-width: 960px)';
/** The complement of {@link DRAWER_MEDIA}: the sidebar sits beside the page. */
export const WIDE_MEDIA = '(min-width: 961px)';
