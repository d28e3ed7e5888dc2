import { useMediaQuery } from './useMediaQuery';

/** Whether the user asked the system to reduce motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
