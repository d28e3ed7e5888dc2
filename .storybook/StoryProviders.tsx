import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { AppProviders } from '../apps/portal/src/app/AppProviders.tsx';
import { ModalHost } from '../apps/portal/src/app/modals/ModalHost.tsx';
import { createQueryClient } from '../apps/portal/src/shared/queryClient.ts';

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}

/**
 * What every story renders inside: a fresh query client, the theme and the toast region, a
 * memory router starting at `route`, and the host of the header/sidebar modals.
 */
export function StoryProviders({ route, children }: { route: string; children: ReactNode }) {
  return (
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <AriaRouter>
          <ModalHost>{children}</ModalHost>
        </AriaRouter>
      </MemoryRouter>
    </AppProviders>
  );
}
