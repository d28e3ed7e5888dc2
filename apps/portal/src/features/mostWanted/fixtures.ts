import type { MostWanted } from './api.ts';

/** A stored photo for stories: a small inline image, no request. */
const SAMPLE_PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='160'%3E%3Crect width='120' height='160' fill='%23667'/%3E%3C/svg%3E";

/** An MW report for stories (01 §3 MW report). */
export function sampleMostWanted(overrides: Partial<MostWanted> = {}): MostWanted {
  return {
    id: 9101,
    nick: 'Ivan_Petrov',
    author: 'Anna_Smirnova',
    createdAt: '2026-11-20T09:30:00.000Z',
    status: 'ON_SENIOR_CHECK',
    comment: null,
    arrest: null,
    birthDate: '1990-05-17',
    birthPlace: 'Лос-Сантос',
    sex: true,
    eyes: 'Карие',
    height: '180',
    weight: '80',
    hair: 'Чёрные',
    race: 'Европеоид',
    nation: 'Американец',
    activity: 'Грабежи',
    signs: 'Шрам на щеке',
    description: 'Ограбил банк на Палето-Бэй',
    photo: SAMPLE_PHOTO,
    mainViolation: 'Вооружённое ограбление',
    cautions: ['12.1 УК'],
    proves: ['https://forum.example/t/1'],
    ...overrides,
  };
}
