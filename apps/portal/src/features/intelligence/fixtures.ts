import type { Dossier } from './api.ts';
import { recordBuilder, SAMPLE_PHOTO } from '../../shared/testing/sample.ts';

/** A dossier for stories (01 §3 Intelligence dossier), with only the required fields. */
export const sampleDossier = recordBuilder<Dossier>({
  id: 9201,
  nick: 'Pavel_Orlov',
  author: 'Oleg_Sidorov',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'ON_HEAD_CHECK',
  comment: null,
  dirComment: null,
  race: 'Европеоид',
  nation: 'Русский',
  organization: 'LSPD',
  position: 'Лидер',
  description: 'Связан с контрабандой оружия',
  photo: SAMPLE_PHOTO,
  cautions: ['Контрабанда оружия'],
  proves: ['https://forum.example/t/9'],
});
