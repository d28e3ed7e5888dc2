import { vars, visuallyHidden } from '@fbi/ui/theme';
import { style } from '@vanilla-extract/css';
import { DRAWER_MEDIA as PHONE } from '../../app/layout/shellMetrics.ts';

// Where the header folds its links into the drawer the trigger shows only its icon (issue 8).

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  minWidth: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  justifyContent: 'center',
  // On a 390 px phone the header's row has 32 px to spare for it (measured: at 44 px the account
  // overflowed by 9 px); 32×40 still exceeds the 24 px target of WCAG 2.5.8.
  '@media': { [PHONE]: { minWidth: 32, padding: `0 ${vars.space.xs}`, border: 'none' } },
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const triggerText = style({ '@media': { [PHONE]: visuallyHidden } });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.md,
  maxHeight: '60vh',
  overflowY: 'auto',
  outline: 'none',
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const meta = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const note = style({ color: vars.color.textMuted, marginTop: vars.space.md });
