import type { OfficeRequest } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** An office access request for stories (02 §3); ON_CHECK unless overridden. */
export const sampleOfficeRequest = recordBuilder<OfficeRequest>({
  id: 5001,
  createdAt: '2026-11-20T09:30:00.000Z',
  author: 'John_Walker',
  approver: null,
  comment: null,
  status: 'ON_CHECK',
  level: null,
  rang: 'Лейтенант',
  position: 'Детектив',
  faction: 'LSPD',
  passport: 'https://imgur.example/passport.png',
  description: 'Совместная операция с CID.',
});
