/** Calls of the investigations of both branches (01 §7 investigation and ib-investigation rows). */
import type { components } from '@fbi/api';
import { queryOptions } from '@tanstack/react-query';
import { fetchReport } from '../../shared/api.ts';
import { apiGet, apiPost } from '../../shared/call.ts';
import { investigationRoot, type InvestigativeKind } from '../../shared/investigativeQueries.ts';

/** A closed investigation (01 §3: id, faction, author, createdAt, updatedAt). */
export type ClosedInvestigation = components['schemas']['ClosedInvestigation'];
/** The start payload (01 §7 {faction, isJoint}; `direction` ours, see openapi.yaml). */
export type InvestigationCreate = components['schemas']['InvestigationCreate'];
/** The end payload (01 §7 {description, selectedReports}). */
export type InvestigationClose = components['schemas']['InvestigationClose'];

/** `GET /api/v1/investigation/closed` or `/api/v1/ib-investigation/closed` (01 §7), newest first. */
export function closedInvestigationsQueryOptions(kind: InvestigativeKind) {
  return queryOptions({
    queryKey: [...investigationRoot(kind), 'closed'],
    queryFn: (): Promise<ClosedInvestigation[]> =>
      kind === 'agent'
        ? apiGet('/api/v1/investigation/closed')
        : apiGet('/api/v1/ib-investigation/closed'),
  });
}

/** `POST /api/v1/investigation/add` {faction, isJoint[, direction]} (01 §7). */
export function startInvestigation(body: InvestigationCreate) {
  return apiPost('/api/v1/investigation/add', { body });
}

/** `POST /api/v1/ib-investigation/add` {faction} (01 §7: no joint flag). */
export function startIbInvestigation(body: { faction: InvestigationCreate['faction'] }) {
  return apiPost('/api/v1/ib-investigation/add', { body });
}

/**
 * `POST /api/v1/investigation/close` or `/api/v1/ib-investigation/close` {description,
 * selectedReports} (01 §7): closes the investigation the selected reports belong to.
 */
export function endInvestigation(input: { kind: InvestigativeKind; body: InvestigationClose }) {
  return input.kind === 'agent'
    ? apiPost('/api/v1/investigation/close', { body: input.body })
    : apiPost('/api/v1/ib-investigation/close', { body: input.body });
}

/** The HTML of `GET …/investigation/{id}/report` or the IB twin (01 §7), for openReport. */
export function fetchInvestigationReport(kind: InvestigativeKind, id: number) {
  return kind === 'agent'
    ? fetchReport('/api/v1/investigation/{id}/report', { id })
    : fetchReport('/api/v1/ib-investigation/{id}/report', { id });
}
