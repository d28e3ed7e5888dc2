import { useSyncExternalStore } from 'react';

function listOf(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether the CSS media `query` matches now; follows changes live. False where there is no
 * `matchMedia` (jsdom without a stub, a server render).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}
