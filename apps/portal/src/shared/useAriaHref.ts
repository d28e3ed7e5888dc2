import { useHref } from 'react-router-dom';

/**
 * The `useHref` that react-aria links get: router paths go through react-router (basename
 * included), absolute URLs (the header's external links) stay as they are.
 */
export function useAriaHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : routed;
}
