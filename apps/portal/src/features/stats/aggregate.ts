/** The counts the /stats charts draw, from the records (pure; issue 12). */
import { NOT_DEFINED, toMoscowIsoDate } from '@fbi/domain';
import type { StatMember, StatRecord } from './api.ts';

/** A label and its count. */
export interface Count {
  label: string;
  count: number;
}

/** The last `n` months up to `now`'s, oldest first, as 'YYYY-MM' (Moscow time). */
export function lastMonths(now: Date, n = 12): string[] {
  const [year, month] = (toMoscowIsoDate(now) ?? '1970-01').split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** How many of `records` were filed in each of `months` (others are not counted). */
export function perMonth(records: readonly StatRecord[], months: readonly string[]): number[] {
  const index = new Map(months.map((m, i) => [m, i]));
  const counts = months.map(() => 0);
  for (const r of records) {
    const i = index.get((toMoscowIsoDate(r.createdAt) ?? '').slice(0, 7));
    if (i !== undefined) counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** Counts by a label, most frequent first. */
export function countBy<T>(items: readonly T[], label: (item: T) => string): Count[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(label(item), (counts.get(label(item)) ?? 0) + 1);
  return [...counts].map(([l, count]) => ({ label: l, count })).sort((a, b) => b.count - a.count);
}

/** The caller's own records (filed by `nick`) and decisions (decided by `nick`), case-insensitive. */
export function ownCounts(
  records: readonly StatRecord[],
  nick: string | null,
): { records: number; decisions: number } {
  const me = nick?.toLocaleLowerCase('ru');
  if (!me) return { records: 0, decisions: 0 };
  const is = (value: string | null) => value?.toLocaleLowerCase('ru') === me;
  return {
    records: records.filter((r) => is(r.author)).length,
    decisions: records.filter((r) => is(r.decider)).length,
  };
}

/** The team by department (no direction: 'Не определено', 01 §9) and by rank. */
export function teamCounts(members: readonly StatMember[]): {
  departments: Count[];
  ranks: Count[];
} {
  return {
    departments: countBy(members, (m) => m.direction ?? NOT_DEFINED),
    ranks: countBy(members, (m) => m.rank),
  };
}

const MONTH = new Intl.DateTimeFormat('ru-RU', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

const MONTH_ONLY = new Intl.DateTimeFormat('ru-RU', { month: 'short', timeZone: 'UTC' });

/** 'YYYY-MM' as a short Russian month with its year ('янв. 26 г.'), for the tables. */
export function monthLabel(month: string): string {
  return MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

/** 'YYYY-MM' as the month alone ('янв.'), for a chart's axis where 12 labels share the width. */
export function monthAxisLabel(month: string): string {
  return MONTH_ONLY.format(new Date(`${month}-01T00:00:00Z`));
}
