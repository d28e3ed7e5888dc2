/**
 * How long testing-library's findBy… and waitFor wait before failing, in ms, for the unit suite
 * (vitest.setup.ts) and the stories (.storybook/preview.tsx) alike. The library's default of 1 s
 * is too short on a busy 2-core CI machine, where a lazy chunk or an animation can take longer
 * (a fresh-clone run failed Sidebar.test.tsx waiting 1 s for a chunk). A test that is wrong still
 * fails, 4 s later.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 5_000;
