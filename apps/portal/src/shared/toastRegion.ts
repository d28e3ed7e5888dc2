/**
 * The ui toast region's chunk: its own, as react-aria's toast and landmark code (~7 kB gzip) is
 * not needed by a session without a toast (README "Budgets"). Resolves with the module whose
 * default export is the region; the shell's ToastHost renders it.
 */
export const loadToastRegion = () => import('./ToastRegionChunk.ts');
