import type { AuditEntry, Profile } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A filled profile for stories (02 §3 Profile). */
export const sampleProfile = recordBuilder<Profile>({
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
});

/** A staff audit entry for stories (02 §3 Audit entry). */
export const sampleAudit = recordBuilder<AuditEntry>({
  id: 501,
  nick: 'Ivan_Petrov',
  author: 'Anna_Smirnova',
  type: 'PROMOTION',
  createdAt: '2026-11-01T10:00:00.000Z',
  rang: 'Старший агент',
  position: null,
});
