import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

// The form, its bordered blocks, their legends, plain lists and notes are the kit's.
export { block, form, grid, legend, list, note } from '../../shared/form/formBlocks.css.ts';

/** A cell's text with a button after it. */
export const cellWithAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
