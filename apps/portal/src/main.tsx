import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startDemoMock } from './app/demoMock.ts';
import { loadInitialScreen } from './app/routes.tsx';
import { createQueryClient } from './shared/queryClient.ts';

// Vite replaces the env value at build time: with VITE_API_BASE_URL set this branch, demoMock.ts
// and the lazy mock chunk with it, is compiled out of the real-server build. Without it the mock
// starts next to the first render rather than before it; API calls wait for it (demoMock.ts).
if (!import.meta.env.VITE_API_BASE_URL) startDemoMock();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const reactRoot = createRoot(root);
const queryClient = createQueryClient();
// The opened screen's chunks before the first render (routes.tsx `loadInitialScreen`); the HTML's
// header bar stays painted meanwhile. Not a top-level await: the screen's chunks import from this
// one, and would wait for it to finish evaluating.
void loadInitialScreen(window.location.pathname, queryClient).then(() => {
  // A transition, not the default lane: React renders the first screen in slices of ~5 ms and
  // lets the browser paint and answer input between them, instead of one long task on a slow
  // phone (issue 13, Total Blocking Time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
