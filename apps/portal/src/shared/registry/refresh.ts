/**
 * How often an open list and the sidebar's counts ask again while their tab is visible, in ms
 * (issue 24: lists that stay fresh). A hidden tab asks nothing; showing it again asks at once.
 * A module of its own: the sidebar reads it without loading the list kit.
 */
export const LIST_REFRESH_MS = 30_000;
