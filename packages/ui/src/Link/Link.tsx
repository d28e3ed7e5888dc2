import {
  Link as RACLink,
  type LinkProps as RACLinkProps,
  VisuallyHidden,
} from 'react-aria-components';
import { composeClassName } from '../utils/composeClassName';
import * as styles from './Link.css';

export interface LinkProps extends RACLinkProps {
  /** The destination; with the portal's RouterProvider, internal paths navigate client-side. */
  href?: string;
}

/** A styled RAC `Link` (keyboard, press and focus-visible handled). */
export function Link({ className, ...props }: LinkProps) {
  return <RACLink {...props} className={composeClassName(className, styles.link)} />;
}

export interface ExternalLinkProps extends Omit<LinkProps, 'target' | 'rel'> {
  /** The external address; opened in a new tab with `rel="noopener noreferrer"`. */
  href: string;
  /** Hide the trailing "opens in a new tab" arrow icon. */
  hideIcon?: boolean;
}

/** A link that opens in a new tab safely; announces "(откроется в новой вкладке)". */
export function ExternalLink({ hideIcon, children, className, ...props }: ExternalLinkProps) {
  return (
    <RACLink
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className={composeClassName(className, styles.link)}
    >
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {!hideIcon && (
            <span className={styles.externalIcon} aria-hidden="true">
              ↗
            </span>
          )}
          <VisuallyHidden> (откроется в новой вкладке)</VisuallyHidden>
        </>
      )}
    </RACLink>
  );
}
