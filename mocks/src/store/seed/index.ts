/** Seeds a whole store from a fixed seed (issue 3: faker, fixed seed, Russian locale). */
import { reseed } from '../random.ts';
import type { StoreData } from '../types.ts';
import { seedNews } from './news.ts';
import { seedStaff } from './staff.ts';
import { seedAudits, seedTeamPunishments } from './team.ts';

/** Options of a seed run. */
export interface SeedOptions {
  /** Faker seed; the same seed and `now` give the same data. */
  seed: number;
  /** Reference time (epoch ms) that dates are generated around. */
  now: number;
  /** Rows of each paginated list (acts, punishments, laboratory, suspects) for performance work. */
  scale?: number;
}

/** Fresh store data. Ids are unique across collections, handed out from `meta.nextId`. */
export function seedData(options: SeedOptions): StoreData {
  reseed(options.seed, options.now);
  let nextId = 1;
  const id = () => nextId++;
  const { members, accounts } = seedStaff(id, options.now);
  const teamPunishments = seedTeamPunishments(members, id);
  const audits = seedAudits(members, id);
  const news = seedNews(id);
  return {
    meta: { nextId },
    members,
    accounts,
    sessions: [],
    teamPunishments,
    audits,
    news,
    files: [],
    achievements: [],
  };
}
