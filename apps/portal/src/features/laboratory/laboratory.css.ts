import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const numbered = style({ margin: 0, paddingInlineStart: '1.5em' });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: 1, minWidth: 0 });
