import { style } from '@vanilla-extract/css';

/** The rows dim while they are being replaced or reloaded, so a click on «Обновить» is seen. */
export const rows = style({
  transition: 'opacity 150ms',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
