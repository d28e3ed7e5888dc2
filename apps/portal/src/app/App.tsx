import { AppProviders } from './AppProviders.tsx';
import { AppRouter } from './router.tsx';

/** The portal: providers around the router of the 30 routes (01 §2). */
export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
