/**
 * A record's history (issue 26, the contract's optional `getRecordHistory`): staff who read the
 * registry's list, and the record where the list answers only some; the changes of public fields
 * only for staff who read a list's public fields only (recordAccess.ts).
 */
import type { HttpHandler } from 'msw';
import {
  historyCommentFields,
  isPublicUser,
  PERSON_REGISTRIES,
  PUBLIC_LIST_FIELDS,
  publicListOfKind,
  readableRegistries,
  readsFullRecords,
  RECORD_KIND_LIST,
  RECORD_KINDS,
  sidebarGroups,
  type RecordKind,
} from '@fbi/domain';
import type { Caller } from '../auth/sessions.ts';
import { historyOf, recordsOf } from '../history/record.ts';
import type { KindRecord } from '../history/kinds.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import { route } from '../http/route.ts';
import { dossierVisibleTo, mostWantedVisibleTo } from '../logic/personAccess.ts';
import { nationalSecurityVisibleTo } from '../logic/nationalSecurity.ts';
import { ibReportVisibleTo, raportVisibleTo } from '../logic/reports.ts';
import type { Store } from '../store/store.ts';
import type { HistoryEventRecord, Schemas } from '../store/types.ts';

/** The lists that answer only some of their records, each with its rule (the list handlers'). */
const VISIBLE: Partial<Record<RecordKind, (caller: Caller, record: KindRecord) => boolean>> = {
  mostWanted: (c, r) => mostWantedVisibleTo(c, r as unknown as Schemas['MostWanted']),
  intelligence: (c, r) => dossierVisibleTo(c, r as unknown as Schemas['Dossier']),
  raports: (c, r) => raportVisibleTo(c, r as unknown as Schemas['Raport']),
  ibRaports: (c, r) => ibReportVisibleTo(c, r as unknown as Schemas['IbReport']),
  nationalSecurity: (c, r) =>
    nationalSecurityVisibleTo(c, r as unknown as Schemas['NationalSecurityReport']),
};

/** Whether the caller reads the kind's list: staff whose sidebar links it, with its permission. */
function readsKind(caller: Caller, kind: RecordKind): boolean {
  if (isPublicUser(caller.roles)) return false;
  if ((PERSON_REGISTRIES as readonly string[]).includes(kind))
    return (readableRegistries(caller.roles, caller.member.rang) as string[]).includes(kind);
  const route = RECORD_KINDS[kind].route;
  return sidebarGroups(caller.roles, caller.member.rang).some((g) =>
    g.items.some((item) => item.kind === 'link' && item.to === route),
  );
}

/** The events as the caller may read them: public fields only where that is all they read. */
function readableEvents(caller: Caller, kind: RecordKind, events: HistoryEventRecord[]) {
  const list = publicListOfKind(kind);
  const shown: readonly string[] | null =
    list && !readsFullRecords(list, caller.roles) ? PUBLIC_LIST_FIELDS[list] : null;
  // A decision's comment is the record's comment field: not public where that field is not (a
  // national security report's).
  const commentShown = shown === null || historyCommentFields(kind).some((f) => shown.includes(f));
  return events.flatMap(({ kind: _kind, recordId: _id, ...event }) => {
    if (shown === null) return [event];
    const changes = event.changes.filter((c) => shown.includes(c.field));
    const comment = commentShown ? event.comment : null;
    if ((event.type === 'EDITED' || event.type === 'COMMENTED') && changes.length === 0 && !comment)
      return [];
    return [{ ...event, comment, changes }];
  });
}

/** Handlers of /api/v1/history/... */
export function historyHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'get', '/api/v1/history/{kind}/{id}', ({ caller, params }) => {
      const kind = RECORD_KIND_LIST.find((k) => k === params.kind);
      const id = idParam(params.id);
      if (kind === undefined) throw notFound();
      if (!readsKind(caller, kind)) throw forbidden();
      const visible = VISIBLE[kind];
      if (visible) {
        const record = recordsOf(store, kind).find((r) => r.id === id);
        if (!record) return [];
        if (!visible(caller, record)) throw forbidden();
      }
      return readableEvents(caller, kind, historyOf(store, kind, id));
    }),
  ];
}
