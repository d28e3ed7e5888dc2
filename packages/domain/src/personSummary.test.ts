import { describe, expect, it } from 'vitest';
import type { BannerItem } from './person.ts';
import {
  bannerFacts,
  summaryBbcode,
  summaryMarkdown,
  type PersonSummary,
} from './personSummary.ts';

const line = (over: Partial<BannerItem>): BannerItem => ({
  kind: 'wanted',
  registry: 'mostWanted',
  id: 12,
  since: '2026-05-01T09:00:00Z',
  until: null,
  status: null,
  days: null,
  detail: null,
  ...over,
});

const SUMMARY: PersonSummary = {
  nick: 'Ivan_Petrov',
  banner: [
    {
      item: line({ status: 'ORDER_ASSIGNED' }),
      href: 'https://portal.example/most-wanted?open=12',
    },
    {
      item: line({
        kind: 'blacklist',
        registry: 'blacklist',
        id: 4,
        days: 3,
        until: '2026-05-04T09:00:00Z',
      }),
      href: 'https://portal.example/blacklist?open=4',
    },
  ],
  records: [
    {
      kind: 'Акты нарушений',
      status: 'Новый',
      date: '2026-05-02T10:30:00Z',
      author: 'Anna_[Smirnova]',
      label: 'Запись №7',
      href: 'https://portal.example/acts?nick=Ivan_Petrov&open=7',
    },
  ],
  failed: [],
  now: new Date('2026-05-03T12:00:00Z'),
};

describe('the person summary (issue 25)', () => {
  it("says a banner line's status, period and dates in Moscow time", () => {
    expect(bannerFacts(line({ status: 'ORDER_ASSIGNED' }))).toEqual([
      'Выдан ордер на арест',
      'с 01.05.2026',
    ]);
    expect(
      bannerFacts(line({ kind: 'blacklist', days: 3, until: '2026-05-04T09:00:00Z' })),
    ).toEqual(['на 3 дня', 'с 01.05.2026', 'до 04.05.2026, 12:00']);
  });

  it('writes BBCode for a forum: bold headings, lists, [url] links, no tag opened by free text', () => {
    expect(summaryBbcode(SUMMARY)).toBe(
      [
        '[b]Сводка по Ivan_Petrov[/b]',
        '[i]На 03.05.2026, 15:00 (МСК)[/i]',
        '',
        '[b]Сейчас[/b]',
        '[list]',
        '[*][b]В розыске[/b] · Выдан ордер на арест · с 01.05.2026 · [url=https://portal.example/most-wanted?open=12]Запись №12[/url]',
        '[*][b]В ЧС[/b] · на 3 дня · с 01.05.2026 · до 04.05.2026, 12:00 · [url=https://portal.example/blacklist?open=4]Запись №4[/url]',
        '[/list]',
        '',
        '[b]Записи (1 запись)[/b]',
        '[list]',
        '[*]02.05.2026, 13:30 — Акты нарушений — Новый — автор Anna_(Smirnova) — [url=https://portal.example/acts?nick=Ivan_Petrov&open=7]Запись №7[/url]',
        '[/list]',
      ].join('\n'),
    );
  });

  it('writes Markdown for a chat, escaping what would format', () => {
    const text = summaryMarkdown(SUMMARY);
    expect(text.split('\n').slice(0, 2)).toEqual([
      '**Сводка по Ivan\\_Petrov**',
      '_На 03.05.2026, 15:00 (МСК)_',
    ]);
    expect(text).toContain(
      '- **В розыске** · Выдан ордер на арест · с 01.05.2026 · [Запись №12](https://portal.example/most-wanted?open=12)',
    );
    expect(text).toContain('автор Anna\\_\\[Smirnova\\]');
  });

  it('says when nothing is active, no record was read, or a registry did not answer', () => {
    const empty = { ...SUMMARY, banner: [], records: [], failed: ['Акты нарушений'] };
    const text = summaryMarkdown(empty);
    expect(text).toContain('Ничего активного');
    expect(text).toContain('**Записи (0 записей)**\nЗаписей об этом нике нет.');
    expect(text.endsWith('_Не загрузились: Акты нарушений._')).toBe(true);
  });
});
