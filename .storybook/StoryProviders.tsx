import { useEffect, useState, type ReactNode } from 'react';
import { vars } from '@fbi/ui/theme';
import { MemoryProviders } from '../apps/portal/src/app/MemoryProviders.tsx';
import { createQueryClient } from '../apps/portal/src/shared/queryClient.ts';

/**
 * What every story renders inside: the portal's memory-router providers (query client, theme,
 * toasts, URL state, modal host) with a fresh query client, starting at `route`. The client is
 * made once per mount: one made per render would drop the story's cache and start its lists
 * again whenever Storybook re-renders the decorator.
 */
export function StoryProviders({ route, children }: { route: string; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // Storybook paints its own white body; the portal is dark blue on every page (01 §2).
    document.body.style.backgroundColor = vars.color.background;
  }, []);
  return (
    <MemoryProviders route={route} queryClient={queryClient}>
      {children}
    </MemoryProviders>
  );
}
