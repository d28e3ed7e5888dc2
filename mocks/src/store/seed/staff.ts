/**
 * Staff of the seed: one demo member per role of 01 §6 (username = role name, password
 * 'password'), the duty trainee `trainee_duty`, and agents to fill the six roster groups
 * (Director's office, Inspectors, Leadership, CID, DEA, National Academy; 01 §2 Team roster).
 */
import {
  PROFILE_PRESET_PHOTOS,
  ROLES,
  type Position,
  type Rank,
  type StaffRole,
} from '@fbi/domain';
import { faker, isoDate, uniqueNick } from '../random.ts';
import { toServerRole } from '../roles.ts';
import type { AccountRecord, MemberRecord, Schemas } from '../types.ts';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'password';

/** Username of the academy trainee of rank 'Дежурный', who keeps full access (01 §6). */
export const DUTY_TRAINEE_USERNAME = 'trainee_duty';

type Direction = Schemas['Direction'] | null;

/** Rank, direction and position of a demo member of each role (positions after 01 §2 Home page). */
const DEMO_PROFILE: Record<
  StaffRole,
  { rang: Rank; direction: Direction; position: Position | null }
> = {
  'super-admin': { rang: 'Старший специальный агент', direction: null, position: null },
  admin: { rang: 'Специальный агент', direction: null, position: null },
  national_academy_trainee: { rang: 'Стажёр', direction: null, position: null },
  junior_agent_dea: { rang: 'Младший агент', direction: 'DEA', position: null },
  junior_agent_cid: { rang: 'Младший агент', direction: 'CID', position: null },
  agent_dea: { rang: 'Агент', direction: 'DEA', position: null },
  agent_cid: { rang: 'Агент', direction: 'CID', position: null },
  secret_intelligence_agent: { rang: 'Секретный агент', direction: null, position: null },
  head_dea: { rang: 'Глава DEA', direction: 'DEA', position: null },
  head_cid: { rang: 'Глава CID', direction: 'CID', position: null },
  national_security_advisor: {
    rang: 'Специальный агент',
    direction: null,
    position: 'Советник по национальной безопасности',
  },
  head_scientific_technical_department: {
    rang: 'Старший специальный агент',
    direction: null,
    position: 'Глава STB',
  },
  head_internal_security_department: {
    rang: 'Старший специальный агент',
    direction: null,
    position: 'Глава ISB',
  },
  head_intelligence: {
    rang: 'Старший специальный агент',
    direction: null,
    position: 'Глава разведки',
  },
  head_hrt: { rang: 'Старший специальный агент', direction: null, position: 'Глава HRT' },
  director_hrt: { rang: 'Специальный агент', direction: null, position: null },
  general_counsel: { rang: 'Старший агент', direction: null, position: 'Генеральный юрисконсульт' },
  press_secretary: { rang: 'Старший агент', direction: null, position: 'Пресс-секретарь' },
  arbiter: { rang: 'Старший агент', direction: null, position: 'Арбитр' },
  auditor: { rang: 'Старший агент', direction: null, position: 'Аудитор' },
  criminalist: { rang: 'Оперативный агент', direction: null, position: 'Криминалист' },
  hr_inspector: { rang: 'Инспектор по кадрам', direction: null, position: null },
  national_security_inspector: {
    rang: 'Инспектор национальной безопасности',
    direction: null,
    position: null,
  },
  professional_standards_inspector: {
    rang: 'Инспектор по профессиональным стандартам',
    direction: null,
    position: null,
  },
  head_national_academy: {
    rang: 'Старший специальный агент',
    direction: null,
    position: 'Глава Национальной академии',
  },
  office_manager: { rang: 'Старший агент', direction: null, position: 'Офис-менеджер' },
  deputy_director: { rang: 'Заместитель директора', direction: null, position: null },
  director: { rang: 'Директор', direction: null, position: null },
};

/** Rank, direction and role of the agents that fill the roster beyond the demo accounts. */
const FILLERS: { count: number; ranks: Rank[]; direction: Direction; role: StaffRole }[] = [
  { count: 6, ranks: ['Младший агент'], direction: 'CID', role: 'junior_agent_cid' },
  {
    count: 8,
    ranks: ['Агент', 'Оперативный агент', 'Старший агент', 'Специальный агент'],
    direction: 'CID',
    role: 'agent_cid',
  },
  { count: 5, ranks: ['Младший агент'], direction: 'DEA', role: 'junior_agent_dea' },
  {
    count: 7,
    ranks: ['Агент', 'Оперативный агент', 'Старший агент'],
    direction: 'DEA',
    role: 'agent_dea',
  },
  { count: 6, ranks: ['Стажёр', 'Дежурный'], direction: null, role: 'national_academy_trainee' },
  { count: 2, ranks: ['Секретный агент'], direction: null, role: 'secret_intelligence_agent' },
  { count: 2, ranks: ['Оперативный агент'], direction: null, role: 'criminalist' },
];

/** Staff and their accounts. */
export interface SeededStaff {
  members: MemberRecord[];
  accounts: AccountRecord[];
}

/**
 * Seeds the staff: at least 60 members over all six roster groups and all 28 roles, each demo
 * account a member. `nextId` hands out ids shared with the other collections.
 */
export function seedStaff(nextId: () => number, now: number): SeededStaff {
  const taken = new Set<string>();
  const agentNos = faker.helpers.shuffle(Array.from({ length: 900 }, (_, i) => String(i + 100)));
  const members: MemberRecord[] = [];
  const accounts: AccountRecord[] = [];

  const add = (role: StaffRole, rang: Rank, direction: Direction, position: Position | null) => {
    const id = nextId();
    const member = makeMember(
      id,
      uniqueNick(taken),
      rang,
      direction,
      position,
      role,
      agentNos,
      now,
    );
    members.push(member);
    return member;
  };

  for (const role of ROLES) {
    const p = DEMO_PROFILE[role];
    const member = add(role, p.rang, p.direction, p.position);
    accounts.push({ username: role, password: DEMO_PASSWORD, memberId: member.id });
  }
  const duty = add('national_academy_trainee', 'Дежурный', null, null);
  accounts.push({ username: DUTY_TRAINEE_USERNAME, password: DEMO_PASSWORD, memberId: duty.id });

  for (const group of FILLERS) {
    for (let i = 0; i < group.count; i += 1) {
      add(group.role, faker.helpers.arrayElement(group.ranks), group.direction, null);
    }
  }
  return { members, accounts };
}

function makeMember(
  id: number,
  nick: string,
  rang: string,
  direction: Direction,
  position: string | null,
  role: StaffRole,
  agentNos: string[],
  now: number,
): MemberRecord {
  const incoming = faker.date.past({ years: 2, refDate: new Date(now - 14 * 86_400_000) });
  const promoted = faker.date.between({ from: incoming, to: new Date(now) });
  const next = new Date(promoted.getTime() + faker.number.int({ min: 7, max: 30 }) * 86_400_000);
  const agentNo = agentNos.pop() ?? '000';
  return {
    id,
    nick,
    rang,
    position,
    direction,
    // A few numbers carry a letter prefix, which the client strips for editing (01 §5).
    agentNo: faker.number.int({ min: 1, max: 10 }) === 1 ? `A${agentNo}` : agentNo,
    vkLink: `https://vk.com/${nick.toLowerCase()}`,
    // One of the profile's 25 presets (02 §2.11), so the org chart and roster are not all alike.
    photo: PROFILE_PRESET_PHOTOS[id % PROFILE_PRESET_PHOTOS.length] ?? null,
    roles: [toServerRole(role)],
    incomingDate: isoDate(incoming),
    promotionDate: isoDate(promoted),
    nextPromotionDate: isoDate(next),
  };
}
