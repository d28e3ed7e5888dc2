import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

// The form, its bordered blocks and their legends are the kit's (condition/exam or question blocks).
export { block, form, grid, legend } from '../../shared/form/formBlocks.css.ts';

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A cell's text with a button after it. */
export const cellWithAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The questions of the test-taking modal. */
export const questionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});
