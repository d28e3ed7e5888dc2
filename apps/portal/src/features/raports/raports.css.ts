import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

/** A description keeps the author's line breaks. */
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });
