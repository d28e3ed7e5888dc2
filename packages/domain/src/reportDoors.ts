/**
 * Every report page of the contract (a GET answering HTML for a new tab) and who may open it.
 * 01 §7: every call carries a bearer token and Audit-Nick, the area-01 reports included; only
 * 02 §7 (order, audit: "no auth header") and 03 §7 (laboratory, DEA report, MW small report:
 * "the report calls that open HTML send no authorisation header") go without one. 02 §7 does not
 * mark the inactivity order, so it carries the token too. A token-carrying report opens for the
 * capability of §6 that opens its record; a tokenless one is served to anyone, so it shows only
 * what anyone may read. The portal offers a report and the mock serves it from this one table.
 */
import { can, type PermissionId } from './permissions.ts';
import type { Role } from './roles.ts';

/** How a report page is fetched and who may open it. */
export type ReportDoor =
  | {
      /** The contract path. */
      readonly path: string;
      /** Sent with bearer + Audit-Nick through the session client (01 §7). */
      readonly token: true;
      /** The §6 capability that opens the record (403 without it). */
      readonly opens: PermissionId;
    }
  | { readonly path: string; readonly token: false; readonly opens: null };

/** The report pages by kind. */
export const REPORT_DOORS = {
  /** 01 §6 "Closed investigations open: any non-user". */
  investigation: {
    path: '/api/v1/investigation/{id}/report',
    token: true,
    opens: 'closedInvestigationsOpen',
  },
  /** 01 §6 "Closed investigations open: any non-user" (IB branch alike). */
  ibInvestigation: {
    path: '/api/v1/ib-investigation/{id}/report',
    token: true,
    opens: 'closedInvestigationsOpen',
  },
  /** 01 §6 "raports open: any non-user". */
  raport: { path: '/api/v1/report/{id}/report', token: true, opens: 'raportOpen' },
  /** 01 §2 "IB reports work alike", for the readers of the IB list: 01 §6 "See IB". */
  ibReport: { path: '/api/v1/ib-report/{id}/report', token: true, opens: 'seeIb' },
  /** 01 §6 "MW open rows: any non-user". */
  mostWanted: { path: '/api/v1/most-wanted/{id}/report', token: true, opens: 'mwOpen' },
  /** 01 §6 "Dossier open". */
  dossier: { path: '/api/v1/intelligence/{id}/report', token: true, opens: 'dossierOpen' },
  /** 02 §6 "Open the order of an approved inactivity"; 02 §7 sends it with the token. */
  inactivity: { path: '/api/v1/inactive/{id}/report', token: true, opens: 'openInactivityOrder' },
  /** 02 §7 "no auth header"; 02 §6 "Open approved order report: anyone". */
  order: { path: '/api/v1/order/{id}/report', token: false, opens: null },
  /** 02 §7 "no auth headers". */
  audit: { path: '/api/v1/audit/{id}/report', token: false, opens: null },
  /** 03 §7; 03 §6 "Laboratory report when DONE: anyone". */
  laboratory: { path: '/api/v1/laboratory/{id}/report', token: false, opens: null },
  /** 03 §7 "no authorisation headers" (CHECKED comes from the head's check, not from this). */
  deaReport: { path: '/api/v1/dea-reports/{id}/report', token: false, opens: null },
  /** 03 §7; 03 §6 "public most-wanted: anyone". */
  mostWantedSmall: { path: '/api/v1/most-wanted/{id}/report/small', token: false, opens: null },
} as const satisfies Record<string, ReportDoor>;

/** A kind of report page. */
export type ReportKind = keyof typeof REPORT_DOORS;

/**
 * True when a caller with `roles` may open a report of `kind`: the capability of a token-carrying
 * report, anyone for a tokenless one. Record states (an order not approved, a laboratory request
 * not DONE) are the record's rule, not the door's.
 */
export function canOpenReport(kind: ReportKind, roles: readonly Role[]): boolean {
  const door: ReportDoor = REPORT_DOORS[kind];
  return door.opens === null || can(door.opens, roles);
}

/**
 * The MW statuses of the public most-wanted page (03 §2 /suspects: the active list, a warrant
 * issued, and the caught list): the only reports the public list and the tokenless small report
 * show. Ours where 03 is silent: an unapproved, approved-without-warrant or canceled report is on
 * neither list, so it has no small report either and is never described as wanted.
 */
export const PUBLIC_MOST_WANTED_STATUSES = ['ORDER_ASSIGNED', 'SUSPECT_CAUGHT'] as const;

/** True when an MW report in `status` belongs on the public most-wanted page (03 §2). */
export function isPublicMostWanted(
  status: string | null | undefined,
): status is (typeof PUBLIC_MOST_WANTED_STATUSES)[number] {
  return (PUBLIC_MOST_WANTED_STATUSES as readonly (string | null | undefined)[]).includes(status);
}
