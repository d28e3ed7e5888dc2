import { style } from '@vanilla-extract/css';
import { IMAGE_PREVIEW_MAX_HEIGHT_PX } from '@fbi/domain';
import { vars } from '@fbi/ui/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const required = style({ marginLeft: vars.space.xxs, color: vars.color.dangerText });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.xs });

/** A failed rule's message under the field. */
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** 01 §5, §9: the image preview is at most 300 px high. */
export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: IMAGE_PREVIEW_MAX_HEIGHT_PX,
  objectFit: 'contain',
  alignSelf: 'flex-start',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
