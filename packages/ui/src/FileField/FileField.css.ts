import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.background,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.link, backgroundColor: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

export const invalid = style({ borderColor: vars.color.dangerText });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const fileName = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
