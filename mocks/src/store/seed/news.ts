/** News of the home carousel (01 §2 Home page, §3 News); headers are unique, photos upload by header. */
import { faker, pastDateTime, text } from '../random.ts';
import type { Schemas } from '../types.ts';

/** The pictures that ship with the mock (mocks/public/news), served at these paths. */
const NEWS_PICTURES = Array.from(
  { length: 8 },
  (_, i) => `/news/${String(i + 1).padStart(2, '0')}.webp`,
);

const HEADERS = [
  'Итоги недели',
  'Новый набор в академию',
  'Операция «Гром» завершена',
  'Награждение сотрудников',
  'Учения HRT',
  'Обновление устава',
  'День открытых дверей',
  'Задержание особо опасного преступника',
  'Совместная операция CID и DEA',
  'Кадровые изменения',
];

/** 30 news items spread over the last two months, each with one of the shipped pictures. */
export function seedNews(nextId: () => number): Schemas['News'][] {
  const headers = Array.from({ length: 30 }, (_, i) =>
    i < HEADERS.length
      ? (HEADERS[i] ?? '')
      : `${faker.helpers.arrayElement(HEADERS)} — выпуск ${i + 1}`,
  );
  return headers.map((header, i) => {
    const item = {
      id: nextId(),
      header,
      subheader: faker.lorem.sentence(),
      text: text(5),
      photo: NEWS_PICTURES[i % NEWS_PICTURES.length] ?? null,
    };
    // The draws of the former generated pictures, kept so every record seeded after the news
    // (and the tests that read them) stays the same.
    if (faker.number.int({ min: 1, max: 5 }) !== 1) faker.number.int({ min: 0, max: 359 });
    return { ...item, createdAt: pastDateTime(60) };
  });
}
