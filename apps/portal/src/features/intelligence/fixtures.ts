import type { Dossier } from './api.ts';

/** A stored photo for stories: a small inline image, no request. */
const SAMPLE_PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='160'%3E%3Crect width='120' height='160' fill='%23667'/%3E%3C/svg%3E";

/** A dossier for stories (01 §3 Intelligence dossier), with only the required fields. */
export function sampleDossier(overrides: Partial<Dossier> = {}): Dossier {
  return {
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
    ...overrides,
  };
}
