import type { Inactivity } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** An inactivity request for stories and tests (02 §3 Inactivity request). */
export const sampleInactivity = recordBuilder<Inactivity>({
  id: 7001,
  nick: 'Ivan_Petrov',
  dueDate: '2026-12-05',
  reason: 'Отпуск',
  status: 'ON_HR_CHECK',
  comment: null,
});
