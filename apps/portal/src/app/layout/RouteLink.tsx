import { Link, type LinkProps } from '@fbi/ui';
import { prefetchScreen } from '../routes.tsx';

/**
 * A link to one of the portal's routes (`href`, a path of 01 §2) that fetches that screen's chunk
 * when the pointer rests on it, it takes focus or a touch starts, so the page is ready by the
 * click (issue 13).
 * Otherwise the design system's Link.
 */
export function RouteLink({
  href,
  onHoverStart,
  onFocus,
  onPressStart,
  ...props
}: LinkProps & { href: string }) {
  return (
    <Link
      {...props}
      href={href}
      onHoverStart={(e) => {
        prefetchScreen(href);
        onHoverStart?.(e);
      }}
      onFocus={(e) => {
        prefetchScreen(href);
        onFocus?.(e);
      }}
      onPressStart={(e) => {
        prefetchScreen(href);
        onPressStart?.(e);
      }}
    />
  );
}
