/** Warnings, reprimands and audit entries of the seeded staff (01 §3, 02 §3 Audit entry). */
import { INSPECTOR_RANKS, RANK } from '@fbi/domain';
import { faker, pastDateTime, text } from '../random.ts';
import type { AuditRecord, MemberRecord, Schemas } from '../types.ts';
import { teamPunishmentExpiry } from './team.ts';

const REASONS = [
  'Нарушение устава',
  'Неявка на построение',
  'Неподобающее поведение в рации',
  'Превышение полномочий',
  'Нарушение субординации',
];

/** Members who issue the seeded punishments and audit entries: the inspectors and the director. */
const issuers = (members: readonly MemberRecord[]): MemberRecord[] =>
  members.filter(
    (m) => (INSPECTOR_RANKS as readonly string[]).includes(m.rang) || m.rang === RANK.director,
  );

/** About 40 punishments, some already expired, issued by the leadership. */
export function seedTeamPunishments(
  members: MemberRecord[],
  nextId: () => number,
): Schemas['TeamPunishment'][] {
  const authors = issuers(members);
  return Array.from({ length: 40 }, () => {
    const type = faker.helpers.arrayElement(['warning', 'reprimand'] as const);
    const issuedAt = pastDateTime(60);
    return {
      id: nextId(),
      author: faker.helpers.arrayElement(authors).nick,
      reason: `${faker.helpers.arrayElement(REASONS)}. ${text(1)}`,
      issuedAt,
      expiresAt: teamPunishmentExpiry(type, issuedAt),
      recipientNick: faker.helpers.arrayElement(members).nick,
      type,
    };
  });
}

/** About 40 staff audit entries of every type (02 §3, §9). */
export function seedAudits(members: MemberRecord[], nextId: () => number): AuditRecord[] {
  const authors = issuers(members);
  return Array.from({ length: 40 }, () => {
    const target = faker.helpers.arrayElement(members);
    const type = faker.helpers.arrayElement(['PROMOTION', 'POSITION', 'INACTIVE'] as const);
    return {
      id: nextId(),
      nick: target.nick,
      author: faker.helpers.arrayElement(authors).nick,
      type,
      rang: type === 'PROMOTION' ? target.rang : null,
      position: type === 'POSITION' ? (target.position ?? 'Агент') : null,
      createdAt: pastDateTime(120),
    };
  });
}
