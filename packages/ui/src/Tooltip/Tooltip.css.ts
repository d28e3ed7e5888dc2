import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tooltip = style({
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.elevation.medium,
  zIndex: vars.zIndex.popover,
});
