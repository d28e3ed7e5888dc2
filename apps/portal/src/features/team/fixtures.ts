import type { TeamMember, TeamPunishment, TeamPunishments, TeamResponse } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/**
 * Sample roster data for stories (Storybook only; the portal itself reads the API). One member
 * per roster table, with and without a position, prefix and punishments.
 */
export const sampleMember = recordBuilder<TeamMember>({
  id: 9001,
  nick: 'Pavel_Orlov',
  rang: 'Агент',
  position: null,
  direction: 'CID',
  agentNo: 'A042',
  vkLink: 'https://vk.com/pavel_orlov',
  photo: null,
  roles: ['ROLE_AGENT_CID'],
  incomingDate: '2025-03-14',
  promotionDate: '2025-09-01',
  nextPromotionDate: '2025-10-01',
  warnings: 1,
  reprimands: 0,
});

/**
 * A member of the sample roster without warnings: id, nick, rank, direction, agent number and
 * role, then what else differs.
 */
const rosterMember = (
  [id, nick, rang, direction, agentNo, role]: [
    number,
    string,
    string,
    TeamMember['direction'],
    string,
    TeamMember['roles'][number],
  ],
  patch: Partial<TeamMember> = {},
) => sampleMember({ id, nick, rang, direction, agentNo, roles: [role], warnings: 0, ...patch });

/** A small roster covering the six tables. */
export const SAMPLE_TEAM: TeamMember[] = [
  rosterMember([9101, 'Ivan_Petrov', 'Директор', null, '001', 'ROLE_DIRECTOR']),
  rosterMember([9102, 'Anna_Sokolova', 'Инспектор по кадрам', null, '014', 'ROLE_HR_INSPECTOR']),
  rosterMember([9103, 'Oleg_Volkov', 'Глава CID', 'CID', '020', 'ROLE_HEAD_CID']),
  sampleMember(),
  rosterMember([9104, 'Maria_Kuznetsova', 'Младший агент', 'DEA', '133', 'ROLE_JUNIOR_AGENT_DEA'], {
    reprimands: 2,
    nextPromotionDate: null,
  }),
  rosterMember([9105, 'Denis_Morozov', 'Стажёр', null, '310', 'ROLE_NATIONAL_ACADEMY_TRAINEE'], {
    promotionDate: null,
    nextPromotionDate: null,
  }),
];

/** A roster answer of the sample team. */
export const sampleTeamResponse = recordBuilder<TeamResponse>({
  team: SAMPLE_TEAM,
  teamCount: SAMPLE_TEAM.length,
  achievement: null,
});

/** A punishment of the sample agent Pavel_Orlov: id, author, reason, type, issued and expiring. */
const punishment = (
  id: number,
  author: string,
  reason: string,
  type: TeamPunishment['type'],
  [issuedAt, expiresAt]: [string, string],
): TeamPunishment => ({
  id,
  author,
  reason,
  issuedAt,
  expiresAt,
  recipientNick: 'Pavel_Orlov',
  type,
});

/** A punishment history with one warning and two reprimands. */
export const SAMPLE_PUNISHMENTS: TeamPunishments = {
  warnings: [
    punishment(7001, 'Anna_Sokolova', 'Опоздание на построение', 'warning', [
      '2025-09-10T12:30:00Z',
      '2025-10-10T12:30:00Z',
    ]),
  ],
  reprimands: [
    punishment(7002, 'Ivan_Petrov', 'Нарушение субординации', 'reprimand', [
      '2025-08-01T09:00:00Z',
      '2025-11-01T09:00:00Z',
    ]),
    punishment(7003, 'Ivan_Petrov', 'Неявка на дежурство', 'reprimand', [
      '2025-07-15T18:45:00Z',
      '2025-10-15T18:45:00Z',
    ]),
  ],
};
