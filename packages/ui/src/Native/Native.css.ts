import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme/focus';

/** Read by assistive tech, not shown. */
export const hidden = style(visuallyHidden);
