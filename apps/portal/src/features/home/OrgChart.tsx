import { HOME_TEXT as T } from '@fbi/domain';
import { EmptyState, Skeleton, WarningIcon } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { teamPhotoQueryOptions } from './api.ts';
import * as styles from './OrgChart.css.ts';

// The cards' code (ranks, positions, social links) loads once the team has answered: with the
// call, it waits for the news, the page's largest paint (issue 24).
const OrgChartDepartments = lazy(async () => ({
  default: (await import('./OrgChartDepartments.tsx')).OrgChartDepartments,
}));

/**
 * The org chart of the home page (01 §2): `GET /api/v1/team/all-photo` (public) arranged by the
 * domain's `buildOrgChart` — every department in the spec's order, each with its rows of employee
 * cards (Director's Office, Inspection Department at most 3, Leadership Apparatus, IB, ISB, NSB,
 * STB, OPR, HRB, OGC, OPA). Asks for the team only once `enabled` (default true); its
 * placeholder cards show until the cards are in, and then it calls `onShown`.
 */
export function OrgChart({
  enabled = true,
  onShown,
}: {
  enabled?: boolean;
  /** Called once the chart shows what it will keep showing: its cards, or its empty or error text. */
  onShown?: () => void;
}) {
  const team = useQuery({ ...teamPhotoQueryOptions(), enabled });
  // The answer renders in a transition: a query's update renders synchronously, and the chart's
  // cards took one 140-200 ms task on a 4x slower phone (issue 24, Total Blocking Time); deferred,
  // React renders them in ~5 ms slices while the skeleton stays.
  const data = useDeferredValue(team.data);
  const isPending = team.isPending || (data === undefined && !team.isError);
  const hasCards = !isPending && !team.isError && !!data && data.team.length > 0;
  // With cards, the departments call it once they are in (their chunk loads first).
  const shownWithoutCards = !isPending && !hasCards;
  useEffect(() => {
    if (shownWithoutCards) onShown?.();
  }, [shownWithoutCards, onShown]);

  return (
    <section
      className={isPending ? `${styles.chart} ${styles.loading}` : styles.chart}
      aria-labelledby="home-org-chart"
      aria-busy={isPending}
    >
      <h2 id="home-org-chart" className={styles.sectionTitle}>
        {T.orgChart}
      </h2>
      {isPending ? (
        <OrgChartSkeleton />
      ) : team.isError ? (
        <EmptyState icon={<WarningIcon />} title={T.orgChartFailed} />
      ) : !data || data.team.length === 0 ? (
        <EmptyState title={T.orgChartEmpty} />
      ) : (
        <Suspense fallback={<OrgChartSkeleton />}>
          <OrgChartDepartments team={data.team} onShown={onShown} />
        </Suspense>
      )}
    </section>
  );
}

/** Placeholder cards while the team loads (decorative; the section is aria-busy). */
function OrgChartSkeleton() {
  return (
    <div className={styles.row}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.card}>
          <Skeleton circle width={96} height={96} />
          <Skeleton width="8em" />
          <Skeleton width="6em" />
        </div>
      ))}
    </div>
  );
}
