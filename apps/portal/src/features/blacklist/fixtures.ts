import type { BlacklistEntry } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** A blacklist entry for stories (02 §3). */
export const sampleBlacklistEntry = recordBuilder<BlacklistEntry>({
  id: 8001,
  createdAt: '2026-11-20T09:30:00.000Z',
  nick: 'Ivan_Petrov',
  reason: '12.1 УК, 14.3 УК',
  author: 'Anna_Smirnova',
  daysCount: 3,
  validUntil: '2026-11-23T09:30:00.000Z',
});
