import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LOCALE } from '@fbi/domain';
import { themeClass } from '@fbi/ui';
import { I18nProvider } from 'react-aria-components';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../shared/queryClient.ts';
import { ToastHost } from './ToastHost.tsx';

interface AppProvidersProps {
  children: ReactNode;
  /** A query client to share (Storybook and tests pass a fresh one per story or test). */
  queryClient?: QueryClient;
}

/**
 * Query client, theme, the one toast region (01 §8: toasts at the top right), and react-aria's
 * locale: ru-RU whatever the browser's, so its own labels and announcements are Russian like the
 * rest of the interface (and the build keeps only ru-RU strings, vite.config.ts).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    document.documentElement.classList.add(themeClass);
    return () => document.documentElement.classList.remove(themeClass);
  }, []);
  return (
    <I18nProvider locale={LOCALE}>
      <QueryClientProvider client={client}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}
