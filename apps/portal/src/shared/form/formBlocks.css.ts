import { globalStyle, style } from '@vanilla-extract/css';
import { vars, visuallyHidden } from '@fbi/ui/theme';

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

/** A numbered or plain list of blocks or lines (questions, options), without markers. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

/** A muted line of a form or a view (a read-only note, the free-text hint). */
export const note = style({ margin: 0, color: vars.color.textMuted });

/** A block's fields in columns on wide modals (a template's condition, an agent's exams). */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  alignItems: 'start',
});

/** A short row as one line (a report's title and link, an expertise kind), its button last. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
globalStyle(`${line} > *`, { flex: '1 1 12rem', minWidth: 0 });

/** A row's remove button, at its end. */
export const rowEnd = style({});
globalStyle(`${line} > ${rowEnd}`, { flex: '0 0 auto' });

/** A line's legend: named for screen readers, not shown. */
export const hiddenLegend = style(visuallyHidden);
