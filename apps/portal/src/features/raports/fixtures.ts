import type { Raport } from '../../shared/investigativeQueries.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** An agent report for stories (01 §3 Agent report). */
export const sampleRaport = recordBuilder<Raport>({
  id: 9101,
  investigationId: 9100,
  faction: 'Ballas',
  caseNo: 3,
  author: 'Ivan_Petrov',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'ON_HEAD_CHECK',
  comment: null,
  description: 'Наблюдение за складом на Гроув-стрит.\nЗафиксирована передача оружия.',
  proves: ['https://imgur.com/a/1', 'https://imgur.com/a/2'],
  cautions: ['12.1 УК', '14.3 УК'],
});
