import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.lg });
