import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** A stacked form: fields one under another. */
export const form = style({ display: 'grid', gap: vars.space.lg });

/** A form's short fields side by side, as many columns as fit (the agent form). */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

/** A block of a long form (a condition, an exam, a question): a bordered fieldset. */
export const block = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

/** A block's legend. */
export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
