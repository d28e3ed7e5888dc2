import { can, canOpenReport, INVESTIGATIONS_TEXT as T, MESSAGES, RAPORTS_TEXT } from '@fbi/domain';
import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { openReport } from '../../shared/openReport.ts';
import { defineRegistry, type Registry } from '../../shared/registry/registry.ts';
import type { Session } from '../../shared/sessionStorage.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  closedInvestigationsQueryOptions,
  fetchInvestigationReport,
  type ClosedInvestigation,
} from './api.ts';
import { closedInvestigationColumns } from './columns.ts';
import * as styles from './investigations.css.ts';

/**
 * Who may see the list of a kind. /investigations is public (01 §1, §2 not guarded).
 * /ib-investigations is guarded against `user` (01 §2) and open to any other role (01 §6
 * "Closed investigations open: any non-user"); a caller without one who reaches it anyway gets a
 * clear denied state with 01 §8 'У вас нет доступа к этой функции' and no request.
 */
const mayList = (kind: InvestigativeKind, { roles }: Session) =>
  kind === 'agent' || can('closedInvestigationsOpen', roles);

/** Whether the caller may open the generated reports of a kind (01 §6). */
const opensReports = (kind: InvestigativeKind, { roles }: Session) =>
  canOpenReport(kind === 'agent' ? 'investigation' : 'ibInvestigation', roles);

/** Under the list for a caller who reads it but opens no report: a row press does nothing, so say why. */
function ReportsForStaffNote({ kind }: { kind: InvestigativeKind }) {
  const session = useSession();
  if (!mayList(kind, session) || opensReports(kind, session)) return null;
  return <p className={styles.note}>{T.reportsForStaff}</p>;
}

/**
 * Closed investigations of a kind (01 §2 Closed investigations): target faction, initiator, start
 * and end date (ru-RU, Moscow time), 10 rows a page (`?page=` in the URL); a row opens the
 * generated report in a new tab with the session's token, for the roles that may open it (01 §6
 * "Closed investigations open: any non-user"; a visitor reads the list only, and the page says
 * so). The roles of 01 §6 get the start/end buttons, as in the sidebar.
 */
function closedInvestigationsRegistryOf(kind: InvestigativeKind): Registry<ClosedInvestigation> {
  const agent = kind === 'agent';
  const permission = agent ? 'manageInvestigation' : 'manageIbInvestigation';
  return defineRegistry<ClosedInvestigation>({
    path: agent ? '/investigations' : '/ib-investigations',
    total: T.total,
    list: { all: () => closedInvestigationsQueryOptions(kind) },
    mayRead: (session) => mayList(kind, session),
    noAccess: MESSAGES.noAccess,
    columns: closedInvestigationColumns,
    create: agent
      ? [
          { modal: 'startInvestigation', permission },
          { modal: 'endInvestigation', permission },
        ]
      : [
          { modal: 'startIbInvestigation', permission },
          { modal: 'endIbInvestigation', permission },
        ],
    open: (investigation, session) =>
      opensReports(kind, session)
        ? {
            run: () => void openReport(() => fetchInvestigationReport(kind, investigation.id)),
            label: RAPORTS_TEXT.viewReport,
          }
        : null,
    Intro: () => <ReportsForStaffNote kind={kind} />,
  });
}

/** The declarations of /investigations (01 §2, public) and /ib-investigations (01 §2). */
export const closedInvestigationsRegistry: Record<
  InvestigativeKind,
  Registry<ClosedInvestigation>
> = {
  agent: closedInvestigationsRegistryOf('agent'),
  ib: closedInvestigationsRegistryOf('ib'),
};
