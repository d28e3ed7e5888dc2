import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height; default '1em' (the size of the text beside it). */
  size?: number | string;
  /**
   * The icon's text alternative when it carries meaning alone. Without it the icon is decorative
   * (aria-hidden), as beside a visible label or an accessible name.
   */
  label?: string;
  /** Extra class. */
  className?: string;
}

/**
 * Makes an icon component from a drawing on a 24×24 grid, stroked in the current text colour.
 * The drawings are Lucide's (ISC licence, lucide.dev), inlined so no emoji font is needed
 * (Debian's Chromium has none: 🏆 and 📅 were empty boxes) and each icon is its own export.
 */
export function createIcon(name: string, drawing: ReactNode) {
  function Icon({ size = '1em', label, className }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        data-icon={name}
        focusable="false"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {drawing}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
