import { style } from '@vanilla-extract/css';

export const numbered = style({ margin: 0, paddingInlineStart: '1.5em' });
