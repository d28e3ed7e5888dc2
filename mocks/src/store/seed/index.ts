/** Seeds a whole store from a fixed seed (issue 3: faker, fixed seed, Russian locale). */
import { reseed } from '../random.ts';
import type { StoreData } from '../types.ts';
import { seedAcademy } from './academy.ts';
import type { SeedContext } from './context.ts';
import { seedDea } from './dea.ts';
import { seedInvestigations } from './investigations.ts';
import { seedLab } from './lab.ts';
import { seedMostWanted } from './mostWanted.ts';
import { seedNews } from './news.ts';
import { seedProfiles } from './profiles.ts';
import { seedStaff } from './staff.ts';
import { seedStandards } from './standards.ts';
import { seedAudits, seedTeamPunishments } from './teamRecords.ts';

/** Options of a seed run. */
export interface SeedOptions {
  /** Faker seed; the same seed and `now` give the same data. */
  seed: number;
  /** Reference time (epoch ms) that dates are generated around. */
  now: number;
  /** Rows of each paginated list (acts, punishments, laboratory, suspects) for performance work. */
  scale?: number;
}

/**
 * Fresh store data. Ids are unique across collections, handed out from `meta.nextId`; the order
 * of the seeders is fixed because they share one random sequence.
 */
export function seedData(options: SeedOptions): StoreData {
  reseed(options.seed, options.now);
  let nextId = 1;
  const id = () => nextId++;
  const { members, accounts } = seedStaff(id, options.now);
  const ctx: SeedContext = { id, now: options.now, members, scale: options.scale };
  const demoIds = new Set(accounts.map((a) => a.memberId));
  const demoNicks = new Set(members.filter((m) => demoIds.has(m.id)).map((m) => m.nick));
  const takenNicks = new Set(members.map((m) => m.nick));

  const teamPunishments = seedTeamPunishments(members, id);
  const audits = seedAudits(members, id);
  const news = seedNews(id);
  const investigations = seedInvestigations(ctx);
  const wanted = seedMostWanted(ctx, takenNicks);
  const standards = seedStandards(ctx);
  const people = seedProfiles(ctx, demoIds);
  const academy = seedAcademy(ctx, demoNicks);
  const lab = seedLab(ctx);
  const dea = seedDea(ctx);
  const data: Omit<StoreData, 'meta'> = {
    members,
    accounts,
    sessions: [],
    teamPunishments,
    audits,
    news,
    files: [],
    ...people,
    ...investigations,
    ...wanted,
    ...standards,
    ...academy,
    ...lab,
    ...dea,
    // Seeded records' histories are derived from them when read (history/seed.ts), not stored.
    history: [],
  };
  // Read last: every seeder above has taken its ids.
  return { meta: { nextId }, ...data };
}
