import { buildOrgChart, HOME_TEXT as T, type OrgDepartment } from '@fbi/domain';
import { EmptyState, Skeleton, WarningIcon } from '@fbi/ui';
import { EmployeeCard } from './EmployeeCard.tsx';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { teamPhotoQueryOptions, type TeamCard } from './api.ts';
import * as styles from './OrgChart.css.ts';

/**
 * The org chart of the home page (01 §2): `GET /api/v1/team/all-photo` (public) arranged by the
 * domain's `buildOrgChart` — every department in the spec's order, each with its rows of employee
 * cards (Director's Office, Inspection Department at most 3, Leadership Apparatus, IB, ISB, NSB,
 * STB, OPR, HRB, OGC, OPA). Asks for the team only once `enabled` (default true); its skeleton
 * shows until then.
 */
export function OrgChart({ enabled = true }: { enabled?: boolean }) {
  const team = useQuery({ ...teamPhotoQueryOptions(), enabled });
  // The answer renders in a transition: a query's update renders synchronously, and the chart's
  // cards took one 140-200 ms task on a 4x slower phone (issue 24, Total Blocking Time); deferred,
  // React renders them in ~5 ms slices while the skeleton stays.
  const data = useDeferredValue(team.data);
  const isPending = team.isPending || (data === undefined && !team.isError);

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
        <div className={styles.departments}>
          {buildOrgChart(data.team).map((department) => (
            <section
              key={department.id}
              className={
                isWide(department) ? `${styles.department} ${styles.wide}` : styles.department
              }
              aria-labelledby={`org-${department.id}`}
            >
              <h3 id={`org-${department.id}`} className={styles.departmentTitle}>
                {department.title}
              </h3>
              {department.rows.length === 0 ? (
                <p className={styles.vacant}>{T.vacant}</p>
              ) : (
                department.rows.map((row, i) => (
                  <ul key={i} className={styles.row}>
                    {row.map((member) => (
                      <EmployeeCard key={member.id} member={member} />
                    ))}
                  </ul>
                ))
              )}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Departments with a row of several cards, and the Director's Office at the top, take the full
 * width; the one-person departments share lines, so the chart stays compact.
 */
function isWide(department: OrgDepartment<TeamCard>): boolean {
  return department.id === 'directorOffice' || department.rows.some((row) => row.length > 1);
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
