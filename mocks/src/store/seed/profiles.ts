/** Personal profiles of every member (02 §3 Profile); about half are filled in. */
import { GENDERS } from '@fbi/domain';
import { faker, isoDate, text } from '../random.ts';
import type { ProfileRecord, StoreData } from '../types.ts';
import type { SeedContext } from './context.ts';
import { ACHIEVEMENTS } from '../achievementCatalogue.ts';

/** Profiles, and about 40 earned achievements spread over staff without a demo account. */
export function seedProfiles(
  ctx: SeedContext,
  demoMemberIds: ReadonlySet<number>,
): Pick<StoreData, 'profiles' | 'achievements'> {
  // Demo accounts earn nothing in the seed, so a demo shows each first-action achievement.
  const earners = ctx.members.filter((m) => !demoMemberIds.has(m.id));
  const profiles = ctx.members.map((m, i): ProfileRecord => {
    const filled = i % 2 === 0;
    const value = <T>(make: () => T): T | null => (filled ? make() : null);
    return {
      memberId: m.id,
      position: null,
      fullName: value(() => m.nick.replace('_', ' ')),
      gender: value(() => faker.helpers.arrayElement(GENDERS)),
      ethnicity: value(() => faker.helpers.arrayElement(['Европеец', 'Латиноамериканец', 'Азиат'])),
      birthDate: value(() => isoDate(faker.date.birthdate({ min: 20, max: 50, mode: 'age' }))),
      birthPlace: value(() => faker.location.city()),
      citizenship: value(() => 'США'),
      residence: value(() => `${faker.location.city()}, ${faker.location.street()}`),
      insuranceNumber: value(() => faker.string.numeric(9)),
      maritalStatus: value(() =>
        faker.helpers.arrayElement(['Холост', 'Женат', 'Замужем', 'Не замужем']),
      ),
      phoneNumber: value(() => faker.string.numeric(7)),
      education: value(() => text(2)),
      skills: value(() => text(2)),
      qualities: value(() => text(1)),
      serviceRecord: value(() => text(3)),
      biography: value(() => text(4)),
    };
  });
  const achievements = Array.from({ length: 40 }, (_, i) => ({
    memberId: faker.helpers.arrayElement(earners).id,
    key: ACHIEVEMENTS[i % ACHIEVEMENTS.length]?.key ?? 'team_viewed',
    earnedAt: new Date(ctx.now - faker.number.int({ min: 1, max: 90 }) * 86_400_000).toISOString(),
  }));
  // One entry per member and key, as the award rule keeps it.
  const unique = [...new Map(achievements.map((a) => [`${a.memberId}:${a.key}`, a])).values()];
  return { profiles, achievements: unique };
}
