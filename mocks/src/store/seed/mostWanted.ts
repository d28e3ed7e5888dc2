/** MW reports and IB dossiers (01 §3, §4), spread over every status. */
import { FACTIONS, MW_MAIN_VIOLATIONS, MW_STATUSES, IB_STATUSES } from '@fbi/domain';
import { articles, faker, isoDate, links, text, uniqueNick } from '../random.ts';
import type { Schemas } from '../types.ts';
import { cycle, daysAgo, nicksOf, pick, type SeedContext } from './context.ts';
import { svgPicture } from './images.ts';

const EYES = ['Карие', 'Голубые', 'Зелёные', 'Серые'];
const HAIR = ['Тёмные', 'Светлые', 'Рыжие', 'Седые', 'Отсутствуют'];
const RACES = ['Европеоидная', 'Монголоидная', 'Негроидная'];
const NATIONS = ['Американец', 'Мексиканец', 'Русский', 'Итальянец', 'Японец', 'Армянин'];

/** Appearance fields shared by MW reports and dossiers. */
function person(taken: Set<string>) {
  const nick = uniqueNick(taken);
  return {
    nick,
    birthDate: isoDate(faker.date.birthdate({ min: 18, max: 60, mode: 'age' })),
    birthPlace: `${faker.location.city()}, ${faker.location.state()}`,
    sex: faker.datatype.boolean({ probability: 0.8 }),
    eyes: pick(EYES),
    height: `${faker.number.int({ min: 155, max: 200 })} см`,
    weight: `${faker.number.int({ min: 50, max: 120 })} кг`,
    hair: pick(HAIR),
    race: pick(RACES),
    nation: pick(NATIONS),
    description: text(3),
    photo: svgPicture(nick.replace('_', ' ')),
    proves: links(),
  };
}

/** 42 MW reports (7 per status) and 36 dossiers (12 per status). */
export function seedMostWanted(
  ctx: SeedContext,
  taken: Set<string>,
): {
  mostWanted: Schemas['MostWanted'][];
  dossiers: Schemas['Dossier'][];
} {
  const creators = nicksOf(ctx, [
    'junior_agent_cid',
    'agent_cid',
    'junior_agent_dea',
    'agent_dea',
    'general_counsel',
  ]);
  const mostWanted = Array.from({ length: 42 }, (_, i): Schemas['MostWanted'] => {
    const status = cycle(MW_STATUSES, i);
    return {
      id: ctx.id(),
      ...person(taken),
      author: pick(creators),
      createdAt: daysAgo(ctx, 90),
      status,
      comment: status === 'NEED_IMPROVE' ? text(1) : null,
      activity: text(1),
      signs: faker.helpers.arrayElement([
        'Татуировка на шее',
        'Шрам на щеке',
        'Хромает на левую ногу',
        'Особых примет нет',
      ]),
      mainViolation: pick(MW_MAIN_VIOLATIONS),
      cautions: articles(),
      arrest:
        status === 'SUSPECT_CAUGHT'
          ? {
              isGuilty: faker.datatype.boolean(),
              region: faker.location.state(),
              city: faker.location.city(),
              proves: links(),
            }
          : null,
    };
  });
  const secret = nicksOf(ctx, ['secret_intelligence_agent']);
  const dossiers = Array.from({ length: 36 }, (_, i): Schemas['Dossier'] => {
    const status = cycle(IB_STATUSES, i);
    return {
      id: ctx.id(),
      ...person(taken),
      author: pick(secret),
      createdAt: daysAgo(ctx, 90),
      status,
      comment: status === 'NEED_IMPROVE' ? text(1) : null,
      dirComment: status === 'APPROVED' && i % 2 === 0 ? text(1) : null,
      organization: pick(FACTIONS),
      position: faker.helpers.arrayElement(['Лидер', 'Заместитель лидера', 'Боец', 'Казначей']),
      cautions: [text(1)],
    };
  });
  return { mostWanted, dossiers };
}
