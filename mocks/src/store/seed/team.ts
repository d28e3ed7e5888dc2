/**
 * The term of a team punishment (01 §3), shared by its seeder and the team handlers. Kept apart
 * from the seeders so the handlers do not pull faker into the browser's mock chunk.
 */
import type { Schemas } from '../types.ts';

/** How long a team punishment stays active (our choice; the spec gives no term). */
export const TEAM_PUNISHMENT_DAYS: Record<Schemas['TeamPunishmentType'], number> = {
  warning: 14,
  reprimand: 30,
};

/** Expiry of a team punishment issued at `issuedAt`. */
export function teamPunishmentExpiry(
  type: Schemas['TeamPunishmentType'],
  issuedAt: string,
): string {
  return new Date(Date.parse(issuedAt) + TEAM_PUNISHMENT_DAYS[type] * 86_400_000).toISOString();
}
