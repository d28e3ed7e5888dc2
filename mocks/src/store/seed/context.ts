/** What every seeder shares: the id counter, the reference time, the staff and pick helpers. */
import { mapServerRoles, type Role } from '@fbi/domain';
import { faker } from '../random.ts';
import type { MemberRecord } from '../types.ts';

/** Seeding context. */
export interface SeedContext {
  id: () => number;
  /** Reference time, epoch ms. */
  now: number;
  members: MemberRecord[];
  /** Rows of each paginated list when scaling for performance work. */
  scale?: number;
}

const rolesCache = new WeakMap<SeedContext, Role[][]>();

/** Nicks of members holding any of the roles (client names). Role mapping is done once per seed. */
export function nicksOf(ctx: SeedContext, roles: readonly Role[]): string[] {
  let mapped = rolesCache.get(ctx);
  if (!mapped) {
    mapped = ctx.members.map((m) => mapServerRoles(m.roles));
    rolesCache.set(ctx, mapped);
  }
  const memberRoles = mapped;
  return ctx.members
    .filter((_, i) => memberRoles[i]?.some((r) => roles.includes(r)))
    .map((m) => m.nick);
}

/** A random element. */
export function pick<T>(list: readonly T[]): T {
  return faker.helpers.arrayElement(list);
}

/** The element at `i` modulo the length: spreads rows evenly over every status. */
export function cycle<T>(list: readonly T[], i: number): T {
  const value = list[i % list.length];
  if (value === undefined) throw new Error('cycle over an empty list');
  return value;
}

/** An ISO date-time up to `days` days before the reference time. */
export function daysAgo(ctx: SeedContext, days: number): string {
  return new Date(ctx.now - faker.number.int({ min: 0, max: days * 86_400_000 })).toISOString();
}

/** An ISO date-time `hours` hours from the reference time (negative: in the past). */
export function hoursFromNow(ctx: SeedContext, hours: number): string {
  return new Date(ctx.now + hours * 3_600_000).toISOString();
}

/** Rows of a paginated list: the scale when given, else the default count. */
export function rowsOf(ctx: SeedContext, count: number): number {
  return ctx.scale ?? count;
}
