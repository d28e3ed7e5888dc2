/** News of the home carousel (01 §2 Home page, §3 News); headers are unique, photos upload by header. */
import { faker, pastDateTime, text } from '../random.ts';
import type { Schemas } from '../types.ts';
import { svgPicture } from './images.ts';

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

/** 30 news items spread over the last two months; most have a picture. */
export function seedNews(nextId: () => number): Schemas['News'][] {
  const headers = Array.from({ length: 30 }, (_, i) =>
    i < HEADERS.length
      ? (HEADERS[i] ?? '')
      : `${faker.helpers.arrayElement(HEADERS)} — выпуск ${i + 1}`,
  );
  return headers.map((header) => ({
    id: nextId(),
    header,
    subheader: faker.lorem.sentence(),
    text: text(5),
    photo: faker.number.int({ min: 1, max: 5 }) === 1 ? null : svgPicture(header),
    createdAt: pastDateTime(60),
  }));
}
