import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const stepper = style({
  width: 36,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceActive },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
