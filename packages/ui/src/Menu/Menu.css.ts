import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const menu = style({ minWidth: 200, maxWidth: 360 });

export const chevron = style({ fontSize: '0.8em' });

export const itemLabel = style({ fontSize: vars.fontSize.md });
