import type { MostWanted } from './api.ts';
import { recordBuilder, SAMPLE_PHOTO } from '../../shared/testing/sample.ts';

/** An MW report for stories (01 §3 MW report). */
export const sampleMostWanted = recordBuilder<MostWanted>({
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
});
