/** Helpers for play functions and tests (Storybook only; never imported by the app). */
export { pressAtPoint } from './pressAtPoint';
