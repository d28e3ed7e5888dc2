import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './AppProviders.tsx';
import { AppRouter } from './router.tsx';

/**
 * The portal: providers around the router of the 30 routes (01 §2), on `queryClient` when given
 * (main.tsx sends the first screen's calls through it before the first render).
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
