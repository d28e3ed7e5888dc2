import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const iconButton = style({ padding: 0, aspectRatio: '1 / 1', lineHeight: 1 });

export const size = styleVariants({
  sm: { width: 32, height: 32, minHeight: 32, fontSize: vars.fontSize.md },
  md: { width: 40, height: 40, minHeight: 40, fontSize: vars.fontSize.lg },
});
