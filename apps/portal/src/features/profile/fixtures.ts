import type { AuditEntry, Profile } from './api.ts';

/** A filled profile for stories (02 §3 Profile). */
export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    nick: 'Ivan_Petrov',
    photo: '/avatars/04.svg',
    position: 'Старший агент CID',
    fullName: 'Иван Петров',
    gender: 'Мужской',
    ethnicity: 'Славянин',
    birthDate: '1995-02-14',
    birthPlace: 'Лос-Сантос',
    citizenship: 'США',
    residence: 'Вайнвуд',
    insuranceNumber: '123-456-789',
    maritalStatus: 'Холост',
    phoneNumber: '555-0101',
    education: 'Академия FBI, 2019',
    skills: 'Стрельба, вождение, переговоры',
    qualities: 'Честность, выдержка',
    serviceRecord: 'CID с 2020 года',
    biography: 'Родился в Лос-Сантосе.',
    achievement: null,
    ...overrides,
  };
}

/** A staff audit entry for stories (02 §3 Audit entry). */
export function sampleAudit(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 501,
    nick: 'Ivan_Petrov',
    author: 'Anna_Smirnova',
    type: 'PROMOTION',
    createdAt: '2026-11-01T10:00:00.000Z',
    rang: 'Старший агент',
    position: null,
    ...overrides,
  };
}
