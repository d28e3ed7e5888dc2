import type { TeamMember, TeamPunishments, TeamResponse } from './api.ts';

/**
 * Sample roster data for stories (Storybook only; the portal itself reads the API). One member
 * per roster table, with and without a position, prefix and punishments.
 */
export function sampleMember(patch: Partial<TeamMember> = {}): TeamMember {
  return {
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
    ...patch,
  };
}

/** A small roster covering the six tables. */
export const SAMPLE_TEAM: TeamMember[] = [
  sampleMember({
    id: 9101,
    nick: 'Ivan_Petrov',
    rang: 'Директор',
    direction: null,
    agentNo: '001',
    roles: ['ROLE_DIRECTOR'],
    warnings: 0,
  }),
  sampleMember({
    id: 9102,
    nick: 'Anna_Sokolova',
    rang: 'Инспектор по кадрам',
    direction: null,
    agentNo: '014',
    roles: ['ROLE_HR_INSPECTOR'],
    warnings: 0,
  }),
  sampleMember({
    id: 9103,
    nick: 'Oleg_Volkov',
    rang: 'Глава CID',
    direction: 'CID',
    agentNo: '020',
    roles: ['ROLE_HEAD_CID'],
    warnings: 0,
  }),
  sampleMember(),
  sampleMember({
    id: 9104,
    nick: 'Maria_Kuznetsova',
    rang: 'Младший агент',
    direction: 'DEA',
    agentNo: '133',
    roles: ['ROLE_JUNIOR_AGENT_DEA'],
    warnings: 0,
    reprimands: 2,
    nextPromotionDate: null,
  }),
  sampleMember({
    id: 9105,
    nick: 'Denis_Morozov',
    rang: 'Стажёр',
    direction: null,
    agentNo: '310',
    roles: ['ROLE_NATIONAL_ACADEMY_TRAINEE'],
    warnings: 0,
    promotionDate: null,
    nextPromotionDate: null,
  }),
];

/** A roster answer of the sample team. */
export function sampleTeamResponse(patch: Partial<TeamResponse> = {}): TeamResponse {
  return { team: SAMPLE_TEAM, teamCount: SAMPLE_TEAM.length, achievement: null, ...patch };
}

/** A punishment history with one warning and two reprimands. */
export const SAMPLE_PUNISHMENTS: TeamPunishments = {
  warnings: [
    {
      id: 7001,
      author: 'Anna_Sokolova',
      reason: 'Опоздание на построение',
      issuedAt: '2025-09-10T12:30:00Z',
      expiresAt: '2025-10-10T12:30:00Z',
      recipientNick: 'Pavel_Orlov',
      type: 'warning',
    },
  ],
  reprimands: [
    {
      id: 7002,
      author: 'Ivan_Petrov',
      reason: 'Нарушение субординации',
      issuedAt: '2025-08-01T09:00:00Z',
      expiresAt: '2025-11-01T09:00:00Z',
      recipientNick: 'Pavel_Orlov',
      type: 'reprimand',
    },
    {
      id: 7003,
      author: 'Ivan_Petrov',
      reason: 'Неявка на дежурство',
      issuedAt: '2025-07-15T18:45:00Z',
      expiresAt: '2025-10-15T18:45:00Z',
      recipientNick: 'Pavel_Orlov',
      type: 'reprimand',
    },
  ],
};
