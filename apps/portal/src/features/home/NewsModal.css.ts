import { style } from '@vanilla-extract/css';
import { vars } from '@fbi/ui/theme';

export const photo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 360,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const subheader = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const date = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The article keeps its line breaks. */
export const text = style({ whiteSpace: 'pre-wrap', lineHeight: vars.lineHeight.normal });
