/**
 * Records of professional standards and administration (02 §3, §4): acts, punishments, the
 * blacklist, orders, office requests, inactivity, national security reports and protocols.
 */
import {
  ACT_STATUSES,
  FACTIONS,
  INACTIVITY_STATUSES,
  isDemotion,
  NATIONAL_SECURITY_STATUSES,
  OFFICE_LEVELS,
  OFFICE_STATUSES,
  OPERATION_TYPES,
  ORDER_STATUSES,
  PROTOCOL_CODES,
  PUNISHMENT_TYPES,
  RANKS,
} from '@fbi/domain';
import { articles, faker, isoDate, link, links, nick, text } from '../random.ts';
import type { Schemas, StoreData } from '../types.ts';
import {
  cycle,
  daysAgo,
  hoursFromNow,
  nicksOf,
  pick,
  rowsOf,
  type SeedContext,
} from './context.ts';

type Seeded = Pick<
  StoreData,
  | 'acts'
  | 'punishments'
  | 'blacklist'
  | 'orders'
  | 'office'
  | 'inactivity'
  | 'nationalSecurity'
  | 'protocols'
>;

const EXECUTORS = [
  'professional_standards_inspector',
  'head_dea',
  'head_cid',
  'hr_inspector',
  'director',
] as const;

/** An act in `status` with the fields that status implies (02 §4). */
function act(ctx: SeedContext, i: number): Schemas['Act'] {
  const status = cycle(ACT_STATUSES, i);
  const decided = ['AWAIT_IN_GAME', 'DECLINED', 'EXECUTED', 'EXPIRED'].includes(status);
  const executed = status === 'EXECUTED';
  const type = executed ? pick(PUNISHMENT_TYPES) : null;
  // Consistent with the server's own transitions on the clock (logic/actClock.ts): a NEW act is
  // under 7 days old and an act awaiting execution has its deadline ahead, so they change only
  // as the demo's clock moves on (a demo opened days after its seed shows both changes).
  const createdAt = daysAgo(ctx, status === 'NEW' ? 6 : status === 'AWAIT_IN_GAME' ? 2 : 180);
  return {
    id: ctx.id(),
    createdAt,
    author: pick(ctx.members).nick,
    nick: nick(),
    faction: pick(FACTIONS),
    status,
    executeBy: decided ? new Date(Date.parse(createdAt) + 3 * 86_400_000).toISOString() : null,
    description: text(3),
    verdict: decided ? text(1) : null,
    executionAuthor: executed ? pick(nicksOf(ctx, [...EXECUTORS])) : null,
    proves: links(),
    cautions: executed ? articles() : [],
    type,
    punishmentProve: executed ? link() : null,
    rangCount: isDemotion(type) ? faker.number.int({ min: 1, max: 3 }) : null,
  };
}

function punishment(ctx: SeedContext): Schemas['Punishment'] {
  const type = pick(PUNISHMENT_TYPES);
  return {
    id: ctx.id(),
    nick: nick(),
    author: pick(nicksOf(ctx, [...EXECUTORS])),
    faction: pick(FACTIONS),
    cautions: articles(),
    type,
    rangCount: isDemotion(type) ? faker.number.int({ min: 1, max: 3 }) : null,
    violationProves: links(),
    punishmentProve: faker.datatype.boolean({ probability: 0.85 }) ? link() : null,
    date: daysAgo(ctx, 365),
  };
}

/** Seeds section 02's records: 250 acts, 300 punishments and 30 or more of every other kind. */
export function seedStandards(ctx: SeedContext): Seeded {
  const acts = Array.from({ length: rowsOf(ctx, 250) }, (_, i) => act(ctx, i));
  const punishments = Array.from({ length: rowsOf(ctx, 300) }, () => punishment(ctx));
  const managers = nicksOf(ctx, [
    'professional_standards_inspector',
    'deputy_director',
    'director',
  ]);
  const blacklist = Array.from({ length: 32 }, (): Schemas['BlacklistEntry'] => {
    const createdAt = daysAgo(ctx, 10);
    const daysCount = faker.number.int({ min: 1, max: 7 });
    return {
      id: ctx.id(),
      createdAt,
      nick: nick(),
      reason: articles().join(', '),
      author: pick(managers),
      daysCount,
      validUntil: new Date(Date.parse(createdAt) + daysCount * 86_400_000).toISOString(),
    };
  });
  const counsel = nicksOf(ctx, ['general_counsel', 'deputy_director', 'director']);
  const orders = Array.from({ length: 36 }, (_, i): Schemas['Order'] => {
    const status = cycle(ORDER_STATUSES, i);
    const createdAt = daysAgo(ctx, 30);
    return {
      id: ctx.id(),
      createdAt,
      author: pick(ctx.members).nick,
      approver: status === 'ON_CHECK' ? null : pick(counsel),
      comment: status === 'DECLINED' ? text(1) : null,
      faction: pick(FACTIONS),
      status,
      operationType: pick(OPERATION_TYPES),
      operationStartTime: new Date(
        Date.parse(createdAt) + faker.number.int({ min: 13, max: 72 }) * 3_600_000,
      ).toISOString(),
      description: text(2),
      position: pick(['CID', 'DEA', 'HRT']),
      rang: pick(RANKS),
      investigation: faker.datatype.boolean() ? link() : null,
    };
  });
  const security = nicksOf(ctx, [
    'head_internal_security_department',
    'deputy_director',
    'director',
  ]);
  const office = Array.from({ length: 36 }, (_, i): Schemas['OfficeRequest'] => {
    const status = cycle(OFFICE_STATUSES, i);
    return {
      id: ctx.id(),
      createdAt: daysAgo(ctx, 60),
      author: nick(),
      approver: status === 'ON_CHECK' ? null : pick(security),
      comment: status === 'DECLINED' ? text(1) : null,
      status,
      level: status === 'APPROVED' ? pick(OFFICE_LEVELS) : null,
      rang: pick(['Офицер', 'Сержант', 'Лейтенант', 'Капитан']),
      position: pick(['Патрульный', 'Детектив', 'Командир отряда']),
      faction: pick(FACTIONS),
      passport: link(),
      description: text(1),
    };
  });
  const inactivity = Array.from({ length: 36 }, (_, i): Schemas['Inactivity'] => {
    const status = cycle(INACTIVITY_STATUSES, i);
    return {
      id: ctx.id(),
      nick: pick(ctx.members).nick,
      dueDate: isoDate(new Date(ctx.now + faker.number.int({ min: -20, max: 30 }) * 86_400_000)),
      reason: pick(['Отпуск', 'Болезнь', 'Учёба', 'Семейные обстоятельства', 'Командировка']),
      status,
      comment: status === 'DECLINED' ? text(1) : null,
    };
  });
  const advisors = nicksOf(ctx, ['national_security_advisor']);
  const nationalSecurity = Array.from({ length: 42 }, (_, i): Schemas['NationalSecurityReport'] => {
    const status = cycle(NATIONAL_SECURITY_STATUSES, i);
    return {
      id: ctx.id(),
      author: pick(advisors),
      faction: pick(FACTIONS),
      mark: faker.number.int({ min: 0, max: 10 }),
      description: text(3),
      comment: status === 'NEED_IMPROVE' ? text(1) : null,
      status,
      createdAt: daysAgo(ctx, 90),
    };
  });
  const protocolRoles = nicksOf(ctx, ['head_dea', 'head_cid', 'hr_inspector', 'director']);
  // History of 30 activations, all deactivated: a fresh demo has no protocol active.
  const protocols = Array.from({ length: 30 }, (_, i): Schemas['Protocol'] => {
    const activatedAt = hoursFromNow(ctx, -24 * (60 - 2 * i));
    return {
      id: ctx.id(),
      type: pick(PROTOCOL_CODES),
      active: false,
      activatedBy: pick(protocolRoles),
      activatedAt,
      deactivatedBy: pick(protocolRoles),
      deactivatedAt: new Date(Date.parse(activatedAt) + 6 * 3_600_000).toISOString(),
    };
  });
  return { acts, punishments, blacklist, orders, office, inactivity, nationalSecurity, protocols };
}
