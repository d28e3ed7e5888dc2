import { QueryClient } from '@tanstack/react-query';
import { showError } from './errors.ts';

/**
 * The portal's query client. Queries show their failure as the error toast once (01 §8) unless
 * they opt out with `meta: { silent: true }` (achievements, DEA team: 02 §7, 03 §8).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().config.onError = (error, query) => {
    if (!query.meta?.silent) showError(error);
  };
  return client;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}
