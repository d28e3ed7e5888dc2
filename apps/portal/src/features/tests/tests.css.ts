import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.lg });

/** A question block of the creation modal or a viewer. */
export const block = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** An option row of the creation modal: its text field and the remove button. */
export const optionRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const questionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });

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
