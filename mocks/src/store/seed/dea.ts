/** DEA home checks, work reports and the weekly check schedule (03 §3, §4). */
import {
  DEA_HOME_STATUSES,
  DEA_REPORT_STATUSES,
  FACTIONS,
  RANKS_BY_FACTION,
  WEEKDAYS,
} from '@fbi/domain';
import { faker, isoDate, link, links, nick, text } from '../random.ts';
import type { Schemas, StoreData } from '../types.ts';
import { cycle, daysAgo, hoursFromNow, nicksOf, pick, type SeedContext } from './context.ts';

type Seeded = Pick<StoreData, 'homeChecks' | 'deaReports' | 'deaChecks'>;

/**
 * 40 home checks over every status. An "EXPIRED" one is stored as CHECK_ALLOWED allowed more than
 * 48 hours ago, so the derivation of 03 §4 produces it; the others allowed recently stay valid.
 */
export function seedDea(ctx: SeedContext): Seeded {
  const requesters = nicksOf(ctx, ['junior_agent_dea', 'agent_dea', 'head_dea']);
  const homeChecks = Array.from({ length: 40 }, (_, i): Schemas['HomeCheck'] => {
    const target = cycle(DEA_HOME_STATUSES, i);
    const faction = pick(FACTIONS);
    const allowed = target === 'CHECK_ALLOWED' || target === 'EXPIRED' || target === 'SUCCESS';
    return {
      id: ctx.id(),
      createdAt: daysAgo(ctx, 30),
      houseNo: String(faker.number.int({ min: 1, max: 999 })),
      author: pick(requesters),
      nick: nick(),
      faction,
      rang: pick(RANKS_BY_FACTION[faction]),
      status: target === 'EXPIRED' ? 'CHECK_ALLOWED' : target,
      violationDate: isoDate(
        new Date(ctx.now - faker.number.int({ min: 1, max: 20 }) * 86_400_000),
      ),
      executor: target === 'SUCCESS' ? pick(requesters) : null,
      comment: target === 'CANCELED' ? text(1) : null,
      proves: links(),
      executionProves: target === 'SUCCESS' ? links() : [],
      allowedAt: allowed
        ? hoursFromNow(
            ctx,
            target === 'EXPIRED'
              ? -faker.number.int({ min: 49, max: 200 })
              : -faker.number.int({ min: 1, max: 40 }),
          )
        : null,
    };
  });
  const deaReports = Array.from({ length: 32 }, (_, i): Schemas['DeaReport'] => ({
    id: ctx.id(),
    createdAt: daysAgo(ctx, 60),
    author: pick(requesters),
    status: cycle(DEA_REPORT_STATUSES, i),
    proves: Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, () => ({
      title: faker.helpers.arrayElement(['Патрулирование', 'Рейд', 'Проверка притона', 'Изъятие']),
      link: link(),
    })),
  }));
  const deaTeam = ctx.members.filter((m) => m.direction === 'DEA').map((m) => m.nick);
  const deaChecks = WEEKDAYS.flatMap((day) =>
    ['12:00', '15:00', '18:00', '20:00', '22:00'].map((time, slot): Schemas['DeaCheck'] => ({
      id: ctx.id(),
      day,
      faction: slot === 4 ? null : pick(FACTIONS),
      time: slot === 4 ? null : time,
      agents: slot === 4 ? [] : faker.helpers.arrayElements(deaTeam, { min: 1, max: 3 }),
    })),
  );
  return { homeChecks, deaReports, deaChecks };
}
