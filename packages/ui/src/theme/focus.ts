import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A visible focus ring, applied on `[data-focus-visible]` of RAC components. */
export const focusRing: StyleRule = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.ringOffset,
};

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A `<button>` without the browser's own look: no padding, border or background, the text of its
 * surroundings (a toast's «Открыть», a card's title). Add a focus style where it is used.
 */
export const bareButton: StyleRule = {
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
};
