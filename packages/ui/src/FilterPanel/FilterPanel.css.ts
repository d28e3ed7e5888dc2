import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { PHONE_QUERY } from '../theme/media';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': { [PHONE_QUERY]: { padding: vars.space.md } },
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

/** Shown only on a phone, where it folds the fields. */
export const phoneToggle = style({
  display: 'none',
  '@media': { [PHONE_QUERY]: { display: 'inline-flex', alignSelf: 'flex-start' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [PHONE_QUERY]: { selectors: { '&[data-phone-open="false"]': { display: 'none' } } } },
});
