/**
 * Raw design tokens of the portal's dark-blue theme. Colour pairs used for text meet WCAG AA
 * (4.5:1) against the surfaces they are drawn on; see the Foundations page in Storybook.
 */
export const darkBlueTokens = {
  color: {
    /** Page background (dark navy). */
    background: '#0b1a33',
    /** Cards, tables, modals. */
    surface: '#12274a',
    /** Raised surfaces: popovers, menus, table headers. */
    surfaceRaised: '#1a3461',
    /** Hover background on surfaces. */
    surfaceHover: '#224077',
    /** Pressed/selected background on surfaces. */
    surfaceActive: '#2a4c8a',
    /** Hairline separators. */
    border: '#2c4a7c',
    /** Borders of form controls (3:1 against surfaces). */
    borderStrong: '#7087b3',
    /** Main text. */
    text: '#eef3fb',
    /** Secondary text: descriptions, captions. */
    textMuted: '#b4c3dd',
    /** Disabled text. */
    textDisabled: '#8094b8',
    /**
     * Placeholder text in fields: clearly dimmer than typed values (#eef3fb) and drawn in italics,
     * yet 5.7:1 on the field background (issue 8).
     */
    placeholder: '#8094b8',
    /** Text on accent backgrounds. */
    textOnAccent: '#ffffff',
    /** Links on dark surfaces. */
    link: '#8cc4ff',
    /** Primary accent background. */
    primary: '#2563eb',
    primaryHover: '#1d4fd8',
    primaryPressed: '#1e40af',
    /** Danger accent background (errors, destructive). */
    danger: '#c62828',
    dangerHover: '#b71c1c',
    dangerPressed: '#8e1515',
    /** Danger text on dark surfaces. */
    dangerText: '#ff9b9b',
    /** Success accent background. */
    success: '#1b7a3a',
    successHover: '#16662f',
    /** Success text on dark surfaces. */
    successText: '#7ee2a0',
    /** Warning background (dark text on it). */
    warning: '#f5c242',
    /** Warning text on dark surfaces. */
    warningText: '#ffd774',
    /** Text on the warning background. */
    textOnWarning: '#1f1400',
    /** Informational accent background. */
    info: '#0b6aa8',
    /** Info text on dark surfaces. */
    infoText: '#8fd3ff',
    /** Neutral badge background. */
    neutral: '#3a4f74',
    /** Focus ring colour. */
    focusRing: '#ffd24d',
    /** Backdrop behind modals. */
    overlay: 'rgba(3, 9, 20, 0.72)',
    /** Skeleton shimmer base. */
    skeleton: '#23406f',
    /** Skeleton shimmer highlight. */
    skeletonHighlight: '#2f5290',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.45)',
    high: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '600ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  focus: {
    ringWidth: '2px',
    ringOffset: '2px',
  },
  zIndex: {
    overlay: '100',
    popover: '200',
    toast: '300',
  },
} as const;

/** The shape of the theme; every theme supplies all of these. */
export type ThemeTokens = {
  [G in keyof typeof darkBlueTokens]: { [K in keyof (typeof darkBlueTokens)[G]]: string };
};
