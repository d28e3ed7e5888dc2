import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The spec's limit: image previews at most 300 px high. */
export const preview = style({
  display: 'block',
  maxHeight: 300,
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'contain',
});
