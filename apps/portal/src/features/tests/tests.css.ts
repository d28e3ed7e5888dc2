import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

// The form, its bordered blocks, their legends, plain lists and notes are the kit's.
export { block, form, legend, list, note } from '../../shared/form/formBlocks.css.ts';

/** An option row of the creation modal: its text field and the remove button. */
export const optionRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const questionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** An answer line of a viewer. */
export const answer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

/** The correct answer (03 §2 /agent-tests: highlighted green). */
export const answerCorrect = style({
  borderColor: vars.color.successText,
  color: vars.color.successText,
});

/** The wrong answer the agent chose (03 §2 /agent-tests: red). */
export const answerWrong = style({
  borderColor: vars.color.dangerText,
  color: vars.color.dangerText,
});

export const answers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
