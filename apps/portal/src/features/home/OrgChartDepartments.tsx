import { buildOrgChart, HOME_TEXT as T, type OrgDepartment } from '@fbi/domain';
import { useEffect } from 'react';
import { EmployeeCard } from './EmployeeCard.tsx';
import type { TeamCard } from './api.ts';
import * as styles from './OrgChart.css.ts';

/**
 * The org chart's departments (01 §2 Home page): `team` arranged by the domain's `buildOrgChart`,
 * every department in the spec's order, each with its rows of employee cards, «Вакансия» where
 * nobody holds it. A chunk of its own: the cards, the ranks and positions they name load once the
 * team has answered, after the news photo (OrgChart.tsx).
 */
export function OrgChartDepartments({
  team,
  onShown,
}: {
  team: readonly TeamCard[];
  /** Called once the cards have been committed. */
  onShown?: () => void;
}) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <div className={styles.departments}>
      {buildOrgChart(team).map((department) => (
        <section
          key={department.id}
          className={isWide(department) ? `${styles.department} ${styles.wide}` : styles.department}
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
  );
}

/**
 * Departments with a row of several cards, and the Director's Office at the top, take the full
 * width; the one-person departments share lines, so the chart stays compact.
 */
function isWide(department: OrgDepartment<TeamCard>): boolean {
  return department.id === 'directorOffice' || department.rows.some((row) => row.length > 1);
}
