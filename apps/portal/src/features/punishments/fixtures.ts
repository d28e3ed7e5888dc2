import type { Punishment } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A registry entry for stories (02 §3 Punishment). */
export const samplePunishment = recordBuilder<Punishment>({
  id: 9001,
  nick: 'Ivan_Petrov',
  author: 'Anna_Smirnova',
  faction: 'LSPD',
  cautions: ['12.1 УК', '14.3 УК'],
  type: 'Строгий выговор',
  rangCount: null,
  violationProves: ['https://forum.example/t/1', 'https://forum.example/t/2'],
  punishmentProve: 'https://forum.example/t/3',
  date: '2026-11-20T09:30:00.000Z',
});
