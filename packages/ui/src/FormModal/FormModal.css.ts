import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The fields, one under another. */
export const form = style({ display: 'grid', gap: vars.space.lg });

/** Pushes the extra footer content (e.g. a Delete button) to the left edge. */
export const footerStart = style({ display: 'flex', gap: vars.space.sm, marginRight: 'auto' });
