import { ROUTES, UNDER_CONSTRUCTION_TEXT as T } from '@fbi/domain';
import { EmptyState } from '@fbi/ui';
import { useLocation } from 'react-router-dom';

/**
 * The page of a route whose screen a later issue builds: its title and a visible
 * "раздел в разработке" line (README, "Not built yet").
 */
export function UnderConstructionPage() {
  const { pathname } = useLocation();
  const title = ROUTES.find((r) => r.path === pathname)?.title ?? T.pageFallback;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <EmptyState title={T.title} description={T.pageText} />
    </section>
  );
}
