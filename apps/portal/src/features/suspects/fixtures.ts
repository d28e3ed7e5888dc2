import type { Suspect } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A suspect record for stories (03 §3): first arrest made, laboratory link kept. */
export const sampleSuspect = recordBuilder<Suspect>({
  id: 8001,
  author: 'Anna_Smirnova',
  nick: 'Tony_Montana',
  status: 'FIRST',
  createdAt: '2026-11-20T09:30:00.000Z',
  firstArrestProve: 'https://forum.example/t/arrest-1',
  secondArrestProve: null,
  thirdArrestProve: null,
  laboratoryId: 7001,
});
