export { vars, themeClass } from './contract.css';
export { darkBlueTokens } from './tokens';
export type { ThemeTokens } from './tokens';
export { bareButton, focusRing, visuallyHidden } from './focus';
