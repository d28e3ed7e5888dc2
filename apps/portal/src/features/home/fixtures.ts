import type { News, TeamCard } from './api.ts';

/** One news item (stories and tests of the news modal). */
export const SAMPLE_NEWS: News = news(2, 'Итоги недели', '2026-03-09T10:00:00Z');

/** Six news items, deliberately out of date order (tests and stories). */
export const NEWS_FIXTURE: News[] = [
  news(1, 'Учения HRT', '2026-03-02T10:00:00Z'),
  SAMPLE_NEWS,
  news(3, 'Обновление устава', '2026-01-15T10:00:00Z'),
  news(4, 'Операция «Гром» завершена', '2026-03-08T18:30:00Z'),
  news(5, 'Кадровые изменения', '2026-02-20T09:00:00Z'),
  news(6, 'Новый набор в академию', '2026-03-05T12:00:00Z'),
];

/** The headers of {@link NEWS_FIXTURE}'s 4 newest items, newest first. */
export const NEWEST_FOUR = [
  'Итоги недели',
  'Операция «Гром» завершена',
  'Новый набор в академию',
  'Учения HRT',
];

function news(id: number, header: string, createdAt: string): News {
  return {
    id,
    header,
    subheader: `Подзаголовок: ${header}`,
    text: `Текст новости «${header}».\nВторой абзац.`,
    photo: null,
    createdAt,
  };
}

/** A team card with defaults (tests and stories). */
export function teamCard(
  card: Partial<TeamCard> & Pick<TeamCard, 'id' | 'nick' | 'rang'>,
): TeamCard {
  return {
    position: null,
    direction: null,
    agentNo: String(card.id).padStart(3, '0'),
    vkLink: `https://vk.com/${card.nick.toLowerCase()}`,
    photo: null,
    ...card,
  };
}
