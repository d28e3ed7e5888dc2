import type { LabRequest } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A laboratory request for stories (03 §3): on check, not from the database, two expertises. */
export const sampleLabRequest = recordBuilder<LabRequest>({
  id: 7001,
  nick: 'Ivan_Petrov',
  approver: null,
  comment: null,
  status: 'ON_CHECK',
  createdAt: '2026-11-20T09:30:00.000Z',
  rang: 'Офицер',
  faction: 'LSPD',
  division: 'Патрульный отдел',
  expertise: [{ name: 'Баллистическая экспертиза' }, { name: 'Химическая экспертиза' }],
  answers: [],
  proves: 'https://forum.example/t/lab',
  objects: 'Гильзы, 3 шт.',
  type: 'Вещественное доказательство',
  goal: 'Установить оружие',
  isDb: false,
});
