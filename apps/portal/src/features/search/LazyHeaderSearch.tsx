import { lazy, Suspense } from 'react';

// Even the button is its own chunk: importing the search eagerly would put the dialog's chunk
// list (~27 files) into the entry and push the initial JS past its 120 kB budget (README
// "Budgets"; measured 119.4 → 120.7 kB gzip). It loads right after the shell.
const HeaderSearch = lazy(async () => ({
  default: (await import('./HeaderSearch.tsx')).HeaderSearch,
}));

/** The header's nick search ({@link HeaderSearch}), loaded after the shell; nothing until then. */
export function LazyHeaderSearch() {
  return (
    <Suspense fallback={null}>
      <HeaderSearch />
    </Suspense>
  );
}
