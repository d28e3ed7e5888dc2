/** Calls of the agent and IB reports (01 §7 report and ib-report rows). */
import { unwrap, type components } from '@fbi/api';
import { api, fetchReport } from '../../shared/api.ts';
import { apiPost, recordPost } from '../../shared/call.ts';
import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';

/** The report form as sent (01 §7 {description, cautions, proves}). */
export type RaportInput = components['schemas']['RaportInput'];

/**
 * `POST /api/v1/report/{investigationId}/add` or `/api/v1/ib-report/{id}/add` (01 §7): files a
 * report on an open investigation; may answer an achievement.
 */
export function addRaport(input: {
  kind: InvestigativeKind;
  investigationId: number;
  body: RaportInput;
}) {
  const { kind, investigationId: id, body } = input;
  return kind === 'agent'
    ? apiPost('/api/v1/report/{investigationId}/add', { path: { investigationId: id }, body })
    : recordPost('/api/v1/ib-report/{id}/add', id, { body });
}

/** `PUT /api/v1/report/{id}/update` or `/api/v1/ib-report/{id}/update` (01 §7): edit and resubmit. */
export function updateRaport(input: { kind: InvestigativeKind; id: number; body: RaportInput }) {
  const { kind, id, body } = input;
  const params = { path: { id } };
  return kind === 'agent'
    ? unwrap(api.PUT('/api/v1/report/{id}/update', { params, body }))
    : unwrap(api.PUT('/api/v1/ib-report/{id}/update', { params, body }));
}

/**
 * `PUT /api/v1/report/{id}/update/{comment}` or the IB twin (01 §7): sends the report back with
 * the comment in the path (encoded by the client).
 */
export function sendRaportBack(input: { kind: InvestigativeKind; id: number; comment: string }) {
  const params = { path: { id: input.id, comment: input.comment.trim() } };
  return input.kind === 'agent'
    ? unwrap(api.PUT('/api/v1/report/{id}/update/{comment}', { params }))
    : unwrap(api.PUT('/api/v1/ib-report/{id}/update/{comment}', { params }));
}

/** `PUT /api/v1/report/{id}/approve` or the IB twin (01 §7). */
export function approveRaport(input: { kind: InvestigativeKind; id: number }) {
  const params = { path: { id: input.id } };
  return input.kind === 'agent'
    ? unwrap(api.PUT('/api/v1/report/{id}/approve', { params }))
    : unwrap(api.PUT('/api/v1/ib-report/{id}/approve', { params }));
}

/** The HTML of `GET /api/v1/report/{id}/report` or the IB twin (01 §7), for openReport. */
export function fetchRaportReport(kind: InvestigativeKind, id: number) {
  return kind === 'agent'
    ? fetchReport('/api/v1/report/{id}/report', { id })
    : fetchReport('/api/v1/ib-report/{id}/report', { id });
}
