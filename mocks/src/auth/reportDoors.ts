/**
 * The doors of the report pages, from @fbi/domain's REPORT_DOORS (01 §7, 02 §7, 03 §7), so the
 * mock serves a report exactly where the portal offers it: a token-carrying report answers 401
 * without a valid token and 403 'У вас нет доступа к этой функции' to a role without the §6
 * capability that opens its record; a tokenless one does not look at the header at all.
 */
import { canOpenReport, REPORT_DOORS, type ReportKind } from '@fbi/domain';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AuthMode } from '../http/route.ts';
import type { Caller } from './sessions.ts';

/** The route option of a report page: `required` when it carries the token, else `none`. */
export function reportAuth(kind: ReportKind): { auth: AuthMode } {
  return { auth: REPORT_DOORS[kind].token ? 'required' : 'none' };
}

/**
 * Throws 401 for a token-carrying report without a caller, 403 for a caller whose roles may not
 * open it (canOpenReport); a tokenless report passes for anyone.
 */
export function requireReportDoor(kind: ReportKind, caller: Caller | null): void {
  if (!REPORT_DOORS[kind].token) return;
  if (caller === null) throw unauthorized();
  if (!canOpenReport(kind, caller.roles)) throw forbidden();
}
