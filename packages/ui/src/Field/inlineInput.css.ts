import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A field frame holding a borderless input and its buttons (ComboBox, TagField, NumberField). */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  padding: 0,
  overflow: 'hidden',
});

/** The borderless input inside {@link group}. */
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.placeholder, fontStyle: 'italic', opacity: 1 },
  },
});
