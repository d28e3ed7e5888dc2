import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** The events, newest first, one column as wide as the dialog. */
export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
});

/** One event: a line on its left marks the timeline. */
export const event = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingLeft: vars.space.sm,
  borderLeft: `2px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const what = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const changes = style({ margin: 0, paddingLeft: vars.space.lg });

export const comment = style({ margin: 0, whiteSpace: 'pre-wrap' });
