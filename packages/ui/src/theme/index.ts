export { vars, themeClass } from './contract.css';
export { darkBlueTokens } from './tokens';
export type { ThemeTokens } from './tokens';
export { focusRing, visuallyHidden } from './focus';
