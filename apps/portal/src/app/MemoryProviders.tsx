import type { QueryClient } from '@tanstack/react-query';
import { NuqsTestingAdapter } from 'nuqs/adapters/testing';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useAriaHref } from '../shared/useAriaHref.ts';
import { AppProviders } from './AppProviders.tsx';
import { ModalHost } from './modals/ModalHost.tsx';

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAriaHref}>
      {children}
    </AriaRouterProvider>
  );
}

export interface MemoryProvidersProps {
  /** The path (with query string) the memory router starts at, e.g. '/punishments?page=2'. */
  route: string;
  /** A fresh query client per story or test. */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What a screen or modal renders inside outside the browser router (Storybook, vitest): the query
 * client, theme and toast region, a memory router at `route` with nuqs's in-memory adapter (URL
 * state starting from the route's query), the
 * react-aria link router, and the host of the header/sidebar modals.
 */
export function MemoryProviders({ route, queryClient, children }: MemoryProvidersProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {/* nuqs's react-router adapter reads window.location, which a memory router leaves alone;
            its in-memory adapter starts from the route's query and keeps every change. */}
        <NuqsTestingAdapter searchParams={new URL(route, 'http://portal').search} hasMemory>
          <AriaRouter>
            <ModalHost>{children}</ModalHost>
          </AriaRouter>
        </NuqsTestingAdapter>
      </MemoryRouter>
    </AppProviders>
  );
}
