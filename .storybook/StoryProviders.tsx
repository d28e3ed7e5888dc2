import { useEffect, type ReactNode } from 'react';
import { vars } from '@fbi/ui/theme';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useAriaHref } from '../apps/portal/src/shared/useAriaHref.ts';
import { AppProviders } from '../apps/portal/src/app/AppProviders.tsx';
import { ModalHost } from '../apps/portal/src/app/modals/ModalHost.tsx';
import { createQueryClient } from '../apps/portal/src/shared/queryClient.ts';

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAriaHref}>
      {children}
    </AriaRouterProvider>
  );
}

/**
 * What every story renders inside: a fresh query client, the theme and the toast region, a
 * memory router starting at `route`, and the host of the header/sidebar modals.
 */
export function StoryProviders({ route, children }: { route: string; children: ReactNode }) {
  useEffect(() => {
    // Storybook paints its own white body; the portal is dark blue on every page (01 §2).
    document.body.style.backgroundColor = vars.color.background;
  }, []);
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
