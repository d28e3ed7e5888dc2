import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });
