/** Laboratory requests and suspects (03 §3, §4), linked where a suspect went to the lab. */
import {
  EXPERTISE_KINDS,
  FACTIONS,
  FBI_DIVISIONS,
  LAB_STATUSES,
  RANKS_BY_FACTION,
  SUSPECT_STATUSES,
} from '@fbi/domain';
import { faker, link, nick, text } from '../random.ts';
import type { Schemas, StoreData } from '../types.ts';
import { cycle, daysAgo, nicksOf, pick, rowsOf, type SeedContext } from './context.ts';

type Seeded = Pick<StoreData, 'labRequests' | 'suspects'>;
type LabStatus = Schemas['LabStatus'];

function labRequest(
  ctx: SeedContext,
  status: LabStatus,
  isDb: boolean,
  experts: string[],
  createdAt: string,
): Schemas['LabRequest'] {
  const faction = pick(FACTIONS);
  const expertise = faker.helpers
    .arrayElements(EXPERTISE_KINDS, { min: 1, max: 3 })
    .map((name) => ({ name }));
  return {
    id: ctx.id(),
    nick: isDb ? pick(ctx.members).nick : nick(),
    approver: status === 'ON_CHECK' ? null : pick(experts),
    comment: status === 'CANCELED' ? text(1) : null,
    status,
    createdAt,
    rang: pick(RANKS_BY_FACTION[faction]),
    faction,
    division: faction === 'FBI' ? pick(FBI_DIVISIONS) : faker.lorem.word(),
    expertise,
    answers:
      status === 'DONE'
        ? expertise.map((e) => ({
            name: e.name,
            text: text(2),
            link: link(),
            methods: 'Визуальный осмотр, сравнительный анализ',
          }))
        : [],
    proves: link(),
    objects: faker.helpers.arrayElement([
      'Гильзы, 3 шт.',
      'Отпечатки пальцев',
      'Образцы крови',
      'Пакет с веществом',
      'Телефон',
    ]),
    type: faker.helpers.arrayElement([
      'Вещественное доказательство',
      'Биологический материал',
      'Документ',
    ]),
    goal: text(1),
    isDb,
  };
}

/** The lab status behind a suspect's status (03 §4: DB requests drive the suspect). */
const LAB_OF_SUSPECT: Record<Schemas['SuspectStatus'], LabStatus> = {
  ON_LAB: 'ON_CHECK',
  FIRST: 'DONE',
  RECIDIVE: 'DONE',
  DECLINED: 'CANCELED',
  EXPIRED: 'EXPIRED',
};

/** 150 requests over every status plus the requests of 250 suspects (scalable). */
export function seedLab(ctx: SeedContext): Seeded {
  const experts = nicksOf(ctx, ['criminalist', 'head_scientific_technical_department']);
  const labRequests = Array.from({ length: rowsOf(ctx, 150) }, (_, i) =>
    labRequest(ctx, cycle(LAB_STATUSES, i), false, experts, daysAgo(ctx, 120)),
  );
  const suspects = Array.from({ length: rowsOf(ctx, 250) }, (_, i): Schemas['Suspect'] => {
    const status = cycle(SUSPECT_STATUSES, i);
    const createdAt = daysAgo(ctx, 120);
    // Requests waiting or declined always exist; a third of the done ones keep their link.
    const linked =
      status === 'ON_LAB' || status === 'DECLINED' || status === 'EXPIRED' || i % 3 === 0;
    const lab = linked ? labRequest(ctx, LAB_OF_SUSPECT[status], true, experts, createdAt) : null;
    if (lab) labRequests.push(lab);
    return {
      id: ctx.id(),
      author: pick(ctx.members).nick,
      nick: nick(),
      status,
      createdAt,
      firstArrestProve: link(),
      secondArrestProve: status === 'RECIDIVE' ? link() : null,
      thirdArrestProve: status === 'RECIDIVE' && i % 2 === 0 ? link() : null,
      laboratoryId: lab?.id ?? null,
    };
  });
  return { labRequests, suspects };
}
