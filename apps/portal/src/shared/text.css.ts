import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** A heading inside a page or a dialog (a roster table's, a department's, the footer's). */
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** Secondary text: a hint, a note, what shows where there is nothing yet. */
export const muted = style({ margin: 0, color: vars.color.textMuted });
