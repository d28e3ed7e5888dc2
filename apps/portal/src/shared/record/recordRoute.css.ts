import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** The route panel: a thin rule above it sets it apart from the record's own fields. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

/** The panel's heading, smaller than the dialog's title. */
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** The statuses passed, in a row joined by arrows, wrapping on a phone. */
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${steps} li + li::before`, { content: '"→ "' });

/** The status the record is in now. */
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

/** «Ждёт: …». */
export const waits = style({ margin: 0, color: vars.color.text });

/** Why the caller cannot act. */
export const why = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
