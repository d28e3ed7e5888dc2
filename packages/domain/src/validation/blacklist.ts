/** State blacklist form. Spec: 02 §5 (Blacklist), §9 (period 1–7 days). */
import { BLACKLIST_DAYS_MAX, BLACKLIST_DAYS_MIN } from '../constants.ts';
import { firstIssue, required, type ValidationResult } from './common.ts';
import { MESSAGES } from './messages.ts';
import { validateNick } from './nick.ts';

/**
 * Validates the blacklist form (02 §5): nick (First_Last), reason, period an integer 1–7 days
 * (number or numeric string).
 */
export function validateBlacklist(form: {
  nick: string | null | undefined;
  reason: string | null | undefined;
  daysCount: number | string | null | undefined;
}): ValidationResult<'nick' | 'reason' | 'daysCount'> {
  return firstIssue<'nick' | 'reason' | 'daysCount'>(
    ['nick', () => validateNick(form.nick)],
    ['reason', () => required(form.reason, MESSAGES.reasonEmpty)],
    [
      'daysCount',
      () => {
        const raw = form.daysCount;
        if (raw == null || (typeof raw === 'string' && raw.trim() === '')) {
          return MESSAGES.blacklistPeriodInvalid;
        }
        const n = Number(raw);
        return Number.isInteger(n) && n >= BLACKLIST_DAYS_MIN && n <= BLACKLIST_DAYS_MAX
          ? null
          : MESSAGES.blacklistPeriodInvalid;
      },
    ],
  );
}
