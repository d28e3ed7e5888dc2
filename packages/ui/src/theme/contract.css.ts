import {
  createGlobalTheme,
  createTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { darkBlueTokens } from './tokens';

/** The token contract: CSS variables every component reads. */
export const vars = createThemeContract(darkBlueTokens);

/**
 * The dark-blue theme is also installed on `:root`, so tokens resolve everywhere (portals,
 * Storybook) even before `themeClass` is applied.
 */
createGlobalTheme(':root', vars, darkBlueTokens);

/** Class applying the portal's dark-blue theme to a subtree. */
export const themeClass = createTheme(vars, darkBlueTokens);

/*
 * Global styles live in this module (not a separate side-effect-only file) so that bundlers
 * that tree-shake side-effect-free imports still emit them wherever the tokens are used.
 */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  colorScheme: 'dark',
});

globalStyle('a', { color: vars.color.link });

globalStyle(':focus-visible', {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.ringOffset,
});

globalStyle('::selection', { backgroundColor: vars.color.primary, color: vars.color.textOnAccent });

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
