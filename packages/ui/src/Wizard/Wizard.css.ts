import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const steps = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
  },
});

export const stepNumber = style({
  width: 24,
  height: 24,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.textOnAccent,
    },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const nav = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm, margin: 0 });
