import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { themeClass } from '@fbi/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../shared/queryClient.ts';
import { ToastHost } from './ToastHost.tsx';

interface AppProvidersProps {
  children: ReactNode;
  /** A query client to share (Storybook and tests pass a fresh one per story or test). */
  queryClient?: QueryClient;
}

/** Query client, theme and the one toast region (01 §8: toasts at the top right). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    document.documentElement.classList.add(themeClass);
    return () => document.documentElement.classList.remove(themeClass);
  }, []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
