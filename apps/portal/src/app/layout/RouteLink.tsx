import { linkClassName } from '@fbi/ui';
import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router-dom';
import { prefetchScreen } from '../routes.tsx';

/**
 * A link to one of the portal's routes (`href`, a path of 01 §2) that fetches that screen's chunk
 * when a pointer comes over it (a touch included) or it takes focus, so the page is ready by the
 * click (issue 13). The router's own link with the design system's link look: the shell paints
 * before react-aria loads (see NativeButton in @fbi/ui); a click navigates client-side, a
 * modified click opens a tab as any link does.
 */
export function RouteLink({
  href,
  className,
  onPointerEnter,
  onFocus,
  ...props
}: Omit<LinkProps, 'to'> & { href: string }) {
  return (
    <Link
      {...props}
      to={href}
      className={clsx(linkClassName, className)}
      onPointerEnter={(e) => {
        prefetchScreen(href);
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        prefetchScreen(href);
        onFocus?.(e);
      }}
    />
  );
}
