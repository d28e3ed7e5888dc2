import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const avatar = style({
  display: 'inline-block',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const square = style({ borderRadius: vars.radius.md });
