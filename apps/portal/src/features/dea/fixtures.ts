import type { DeaCheck, HomeCheck } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A home check for stories (03 §3): on the DEA head's check. */
export const sampleHomeCheck = recordBuilder<HomeCheck>({
  id: 9101,
  createdAt: '2026-11-20T09:30:00.000Z',
  houseNo: '77А',
  author: 'Anna_Smirnova',
  nick: 'Tony_Montana',
  faction: 'Vagos',
  rang: 'Боец',
  status: 'ON_HEAD_CHECK',
  violationDate: '2026-11-19',
  executor: null,
  comment: null,
  proves: ['https://forum.example/t/ground-1', 'https://forum.example/t/ground-2'],
  executionProves: [],
  allowedAt: null,
});

/** A schedule row for stories (03 §3). */
export const sampleDeaCheck = recordBuilder<DeaCheck>({
  id: 9201,
  day: 'Понедельник',
  faction: 'LSPD',
  time: '18:00',
  agents: [],
});
