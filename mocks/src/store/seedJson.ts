/**
 * The default seed as the demo build ships it: JSON generated at build time (demoSeedPlugin.ts),
 * moved on load to the time of seeding in the browser.
 */
import type { StoreData } from './types.ts';

const DAY_MS = 86_400_000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Moves every ISO date-time by `deltaMs` and every yyyy-mm-dd date by `days`, in place. */
function shift(value: unknown, deltaMs: number, days: number): unknown {
  if (typeof value === 'string') {
    if (DATE_TIME.test(value)) return new Date(Date.parse(value) + deltaMs).toISOString();
    if (DATE.test(value))
      return new Date(Date.parse(value) + days * DAY_MS).toISOString().slice(0, 10);
    return value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = shift(value[i], deltaMs, days);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = shift(record[key], deltaMs, days);
  }
  return value;
}

/**
 * Fresh store data from the build-time JSON `json`, seeded at `seededAt`, as if seeded at `now`
 * (both epoch ms). Every date of the seed is relative to the time of seeding ("3 days ago", "due
 * in 2 days"), so the data is moved by the time since the build rather than left at build time:
 * an old build would otherwise show only stale records and overdue deadlines. Date-times move by
 * the exact difference, dates by whole days (rounded), so a date-time and its date stay within a
 * day of each other. Loaded a whole number of days after the build, the result is the faker
 * seed of `now` record for record (demoSeed.test.ts); a year on, a few birth dates differ by a day.
 */
export function seedFromJson(json: string, seededAt: number, now: number): StoreData {
  const data = JSON.parse(json) as StoreData;
  const deltaMs = now - seededAt;
  if (deltaMs === 0) return data;
  return shift(data, deltaMs, Math.round(deltaMs / DAY_MS)) as StoreData;
}
