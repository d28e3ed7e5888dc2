/** DEA home checks (03 §4): a check allowed more than 48 hours ago and not conducted is EXPIRED. */
import { HOME_CHECK_EXPIRY_HOURS } from '@fbi/domain';
import type { HomeCheckRecord, Schemas } from '../store/types.ts';

/** The status as read now: CHECK_ALLOWED past its 48 hours reads EXPIRED ('Прошло 48 часов'). */
export function effectiveStatus(check: HomeCheckRecord, now: number): Schemas['HomeCheckStatus'] {
  if (check.status !== 'CHECK_ALLOWED' || !check.allowedAt) return check.status;
  return now - Date.parse(check.allowedAt) > HOME_CHECK_EXPIRY_HOURS * 3_600_000
    ? 'EXPIRED'
    : check.status;
}

/** The check as answered: with its effective status. */
export function viewCheck(check: HomeCheckRecord, now: number): Schemas['HomeCheck'] {
  return { ...check, status: effectiveStatus(check, now) };
}
