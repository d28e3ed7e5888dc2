import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

async function boot() {
  // Vite replaces the env value at build time: with VITE_API_BASE_URL set this branch, and the
  // lazy mock chunk with it, is compiled out of the real-server build.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMock } = await import('./app/startMock.ts');
    await startMock();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
