import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as menuStyles from '../Menu/Menu.css';
import { hidden } from './Native.css';
import * as linkStyles from '../Link/Link.css';
import { NEW_TAB_HINT } from '../Link/newTabHint';

/**
 * The class of a link with the design system's look, for a link element react-aria does not
 * render (the portal shell's router links).
 */
export const linkClassName = linkStyles.link;

export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** As Button's. Default `primary`. */
  variant?: ButtonVariant;
  /** As Button's. Default `md`. */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native `<button type="button">` with Button's look (hover, press and focus-visible through
 * the CSS pseudo-classes). Only for the portal's shell: it paints before react-aria loads, and
 * react-aria's press and focus code is ~15 kB gzip the first load has no room for (the portal's
 * README "Budgets"). The browser's own button gives the role, focus, Enter and Space; anything
 * with a pending state, a disabled reason or a menu uses Button.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={clsx(
        buttonStyles.base,
        buttonStyles.size[size],
        buttonStyles.variant[variant],
        className,
      )}
    />
  );
}

/**
 * MenuButton's look (a ▾ after the label) on a NativeButton, for the shell's profile menu, whose
 * caller gives the menu-button ARIA and loads the menu itself on first open.
 */
export function NativeMenuButton({ children, ...props }: NativeButtonProps) {
  return (
    <NativeButton {...props}>
      {children}
      <span className={menuStyles.chevron} aria-hidden="true">
        ▾
      </span>
    </NativeButton>
  );
}

export interface NativeExternalLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel'
> {
  /** The external address; opened in a new tab with `rel="noopener noreferrer"`. */
  href: string;
  /** Hide the trailing "opens in a new tab" arrow icon. */
  hideIcon?: boolean;
}

/**
 * ExternalLink as a native `<a>`, for the portal's shell (see NativeButton): a new tab, safely,
 * announced as "(откроется в новой вкладке)".
 */
export function NativeExternalLink({
  hideIcon,
  children,
  className,
  ...props
}: NativeExternalLinkProps) {
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(linkStyles.link, className)}
    >
      {children}
      {!hideIcon && (
        <span className={linkStyles.externalIcon} aria-hidden="true">
          ↗
        </span>
      )}
      <span className={hidden}>{NEW_TAB_HINT}</span>
    </a>
  );
}
