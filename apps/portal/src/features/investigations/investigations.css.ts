import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

/** A note under the page header, in the header description's voice. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });
