import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** The sidebar's protocol line: a warning strip while one is active. */
export const active = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warningText}`,
  color: vars.color.warningText,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const none = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const name = style({ display: 'block', fontWeight: vars.fontWeight.bold });
