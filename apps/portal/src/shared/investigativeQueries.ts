/**
 * Reads that the reports and the investigations features share (01 §7): the agent / IB report
 * lists (the end-investigation modal offers their APPROVED entries) and the open investigations
 * (the filing modals choose among them, the end modal closes one). Each kind is 'agent'
 * (/api/v1/report, /api/v1/investigation) or 'ib' (/api/v1/ib-report, /api/v1/ib-investigation).
 */
import { unwrap, type components } from '@fbi/api';
import { can, type Role } from '@fbi/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import type { HostModalProps } from './HostModalProps.ts';
import { queryRoots } from './queryKeys.ts';
import { rolesParam, ROLES_QUERY_STYLE } from './rolesQuery.ts';

/** Which branch of investigative work: agent reports (CID/DEA) or the IB branch. */
export type InvestigativeKind = 'agent' | 'ib';

/** The report list of each kind (01 §2): /raports, and /ib-raports "working alike". */
export const RAPORTS_ROUTES = { agent: '/raports', ib: '/ib-raports' } as const;

/**
 * Whether `roles` read a kind's reports and open investigations: the agent ones any staff role
 * (the route's guard, 01 §2), the IB ones the IB roles only (01 §6, `seeIb`; their calls answer
 * 403 to anyone else).
 */
export function mayReadInvestigative(kind: InvestigativeKind, roles: readonly Role[]): boolean {
  return kind === 'agent' || can('seeIb', roles);
}

/** A sidebar modal of one branch: start or end an investigation, file a report. */
export type InvestigativeModalProps = HostModalProps & { kind: InvestigativeKind };

/** An agent or IB report (01 §3 Agent report; the IB report has the same fields). */
export type Raport = components['schemas']['Raport'];
/** An open investigation as the filing and end modals see it (01 §3 Investigation). */
export interface OpenInvestigation {
  id: number;
  faction: string;
  author: string;
  createdAt: string;
  /** The branch (agent investigations only; null for IB). */
  direction: components['schemas']['Direction'] | null;
  /** Joint CID+DEA (agent investigations only; false for IB). */
  isJoint: boolean;
}

/** The query root of each kind's reports. */
export const raportRoot = (kind: InvestigativeKind) =>
  kind === 'agent' ? queryRoots.raports : queryRoots.ibRaports;
/** The query root of each kind's investigations (open and closed). */
export const investigationRoot = (kind: InvestigativeKind) =>
  kind === 'agent' ? queryRoots.investigations : queryRoots.ibInvestigations;

/**
 * `GET /api/v1/report/all?roles=` or `/api/v1/ib-report/all?roles=` (01 §7): the caller's client
 * role names in one `roles=` parameter, as every role-filtered list sends them (shared/rolesQuery.ts);
 * newest first.
 */
export function raportsQueryOptions(kind: InvestigativeKind, roles: readonly Role[]) {
  const query = { roles: rolesParam(roles) };
  return queryOptions({
    queryKey: [...raportRoot(kind), 'all', query],
    queryFn: (): Promise<Raport[]> =>
      kind === 'agent'
        ? unwrap(api.GET('/api/v1/report/all', { params: { query }, ...ROLES_QUERY_STYLE }))
        : unwrap(api.GET('/api/v1/ib-report/all', { params: { query }, ...ROLES_QUERY_STYLE })),
  });
}

/** `GET /api/v1/investigation/opened` or `/api/v1/ib-investigation/opened` (01 §7). */
export function openInvestigationsQueryOptions(kind: InvestigativeKind) {
  return queryOptions({
    queryKey: [...investigationRoot(kind), 'opened'],
    queryFn: async (): Promise<OpenInvestigation[]> =>
      kind === 'agent'
        ? unwrap(api.GET('/api/v1/investigation/opened'))
        : (await unwrap(api.GET('/api/v1/ib-investigation/opened'))).map((inv) => ({
            ...inv,
            direction: null,
            isJoint: false,
          })),
  });
}
