import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const numbered = style({ margin: 0, paddingInlineStart: '1.5em' });

export const block = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const blockTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: 1, minWidth: 0 });
