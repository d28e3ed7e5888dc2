import type { Act } from './api.ts';
import { recordBuilder } from '../../shared/testing/sample.ts';

/** An act for stories (02 §3 Act); NEW unless overridden. */
export const sampleAct = recordBuilder<Act>({
  id: 7001,
  createdAt: '2026-11-20T09:30:00.000Z',
  author: 'Anna_Smirnova',
  nick: 'Ivan_Petrov',
  faction: 'LSPD',
  status: 'NEW',
  executeBy: null,
  description: 'Нарушение субординации на служебном выезде.',
  verdict: null,
  executionAuthor: null,
  proves: ['https://forum.example/t/1', 'https://forum.example/t/2'],
  cautions: [],
  type: null,
  punishmentProve: null,
  rangCount: null,
});
