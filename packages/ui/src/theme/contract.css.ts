import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
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
