import { vars, visuallyHidden } from '@fbi/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
});

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const caption = style({ fontWeight: 700, fontSize: '1.125rem' });
export const svg = style({ width: '100%', height: 'auto', display: 'block' });
export const axisText = style({ fill: vars.color.textMuted, fontSize: 11 });
export const valueText = style({ fill: vars.color.text, fontSize: 11 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: '0.875rem',
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginRight: vars.space.xs,
  borderRadius: 2,
  verticalAlign: 'middle',
});

export const table = style({
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  marginTop: vars.space.sm,
  width: '100%',
});
export const cell = style({
  border: `1px solid ${vars.color.border}`,
  padding: `2px ${vars.space.xs}`,
  textAlign: 'left',
});
export const summary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const hidden = style(visuallyHidden);

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
