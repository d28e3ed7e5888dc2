// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDate,
  formatDateTime,
  formatDays,
  formatMark,
  parseDate,
  pluralRu,
  toMoscowIsoDate,
} from './format.ts';
import { pageCount, pageSlice, toServerPage, toShownPage } from './pagination.ts';

describe('dates in Moscow time', () => {
  it('the test runs in a non-Moscow zone', () => {
    // vitest.config sets TZ=America/Los_Angeles; results below must not depend on it.
    expect(new Date('2024-01-01T00:00:00Z').getTimezoneOffset()).not.toBe(-180);
  });
  it('formatDate converts instants to the Moscow calendar day', () => {
    expect(formatDate('2024-01-05T22:30:00Z')).toBe('06.01.2024');
    expect(formatDate('2024-01-05T20:59:00Z')).toBe('05.01.2024');
    expect(formatDate('2024-03-09')).toBe('09.03.2024');
    expect(formatDate(new Date('2024-12-31T21:00:00Z'))).toBe('01.01.2025');
  });
  it('formatDateTime', () => {
    expect(formatDateTime('2024-01-05T07:05:00Z')).toBe('05.01.2024, 10:05');
    expect(formatDateTime('2024-01-05T10:05:00')).toBe('05.01.2024, 10:05');
    expect(formatDateTime('2024-07-01T10:05:00.123+03:00')).toBe('01.07.2024, 10:05');
  });
  it('empty or invalid → —', () => {
    for (const v of [null, undefined, '', 'garbage']) {
      expect(formatDate(v)).toBe('—');
      expect(formatDateTime(v)).toBe('—');
    }
    expect(parseDate('nope')).toBeNull();
  });
  it('helpers', () => {
    expect(toMoscowIsoDate('2024-01-05T22:30:00Z')).toBe('2024-01-06');
    expect(addDays('2024-01-01T00:00:00Z', 3)).toBe('2024-01-04T00:00:00.000Z');
    expect(addDays(null, 3)).toBeNull();
  });
});

describe('plurals', () => {
  it('pluralRu', () => {
    const forms = ['день', 'дня', 'дней'] as const;
    expect(pluralRu(1, forms)).toBe('день');
    expect(pluralRu(2, forms)).toBe('дня');
    expect(pluralRu(5, forms)).toBe('дней');
    expect(pluralRu(11, forms)).toBe('дней');
    expect(pluralRu(21, forms)).toBe('день');
    expect(pluralRu(1.5, forms)).toBe('дня');
  });
  it('formatDays', () => {
    expect(formatDays(1)).toBe('1 день');
    expect(formatDays(3)).toBe('3 дня');
    expect(formatDays(5)).toBe('5 дней');
    expect(formatDays(7)).toBe('7 дней');
  });
  it('formatMark', () => {
    expect(formatMark(7)).toBe('7/10');
    expect(formatMark(0)).toBe('0/10');
    expect(formatMark(3, 5)).toBe('3/5');
    expect(formatMark(null)).toBe('—');
  });
});

describe('pagination', () => {
  it('shown 1-based, sent 0-based', () => {
    expect(toServerPage(1)).toBe(0);
    expect(toServerPage(0)).toBe(0);
    expect(toShownPage(0)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21)).toBe(3);
    expect(pageSlice([...Array(25).keys()], 2)).toEqual([20, 21, 22, 23, 24]);
  });
});
