// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addListEntry,
  firstIssue,
  isBirthDateInRange,
  isHttpUrl,
  isIbArticle,
  isIsoDate,
  isUkArticle,
  normalizeList,
  removeListEntry,
  validateArticles,
  validateLinks,
} from './common.ts';
import { MESSAGES, withParams } from './messages.ts';

describe('isHttpUrl', () => {
  it.each([
    'http://a.com',
    'https://vk.com/id1',
    ' https://imgur.com/x.png ',
    'HTTPS://X.RU/a?b=1',
  ])('accepts %s', (v) => expect(isHttpUrl(v)).toBe(true));
  it.each(['', 'ftp://a.com', 'vk.com/id1', 'https://', 'https://a.com/x y', 'http:/a.com', null])(
    'rejects %s',
    (v) => expect(isHttpUrl(v)).toBe(false),
  );
});

describe('list helpers', () => {
  it('trims and drops blanks', () => {
    expect(normalizeList([' a ', '', '  ', null, 'b'])).toEqual(['a', 'b']);
    expect(addListEntry(['a'], '  b ')).toEqual(['a', 'b']);
    expect(addListEntry(['a'], '   ')).toEqual(['a']);
    expect(removeListEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('validateLinks', () => {
  it('needs at least one link', () => {
    expect(validateLinks([])).toBe('Нужно добавить хотя бы одну ссылку');
    expect(validateLinks(['  '])).toBe(MESSAGES.linksEmpty);
    expect(validateLinks(null)).toBe(MESSAGES.linksEmpty);
  });
  it('rejects a bad link', () => {
    expect(validateLinks(['https://a.com', 'a.com'])).toBe(
      'Одна или несколько ссылок имеют неверный формат',
    );
    expect(validateLinks(['https://a.com/x y'])).toBe(MESSAGES.linksInvalid);
  });
  it('accepts good links', () =>
    expect(validateLinks(['https://a.com', 'http://b.ru'])).toBeNull());
});

describe('articles', () => {
  it('isUkArticle: N.N УК with 1-3 digits each side', () => {
    expect(isUkArticle('1.1 УК')).toBe(true);
    expect(isUkArticle('123.456 УК')).toBe(true);
    expect(isUkArticle('12.3УК')).toBe(true);
    expect(isUkArticle('1234.1 УК')).toBe(false);
    expect(isUkArticle('1.1 АК')).toBe(false);
    expect(isUkArticle('1 УК')).toBe(false);
    expect(isUkArticle('1.1 UK')).toBe(false);
  });
  it('isIbArticle: УК, АК, ФП', () => {
    expect(isIbArticle('1.1 УК')).toBe(true);
    expect(isIbArticle('2.15 АК')).toBe(true);
    expect(isIbArticle('3.3 ФП')).toBe(true);
    expect(isIbArticle('3.3 ХХ')).toBe(false);
  });
  it('validateArticles', () => {
    expect(validateArticles([])).toBe(MESSAGES.articlesEmpty);
    expect(validateArticles(['1.1 УК', 'x'])).toBe(MESSAGES.ukArticleFormat);
    expect(validateArticles(['1.1 ФП'], 'ib')).toBeNull();
    expect(validateArticles(['1.1 ФП'], 'uk')).toBe(MESSAGES.ukArticleFormat);
    expect(validateArticles(['1.1 ХХ'], 'ib')).toBe(MESSAGES.ibArticleFormat);
    expect(validateArticles([], 'uk', 'custom')).toBe('custom');
  });
});

describe('dates', () => {
  it('isIsoDate checks real calendar dates', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1999-02-29')).toBe(false);
    expect(isIsoDate('2000-13-01')).toBe(false);
    expect(isIsoDate('01.01.2000')).toBe(false);
  });
  it('isIsoDate reads years 0000–0099 as written, not as 1900–1999', () => {
    expect(isIsoDate('0050-06-15')).toBe(true);
    expect(isIsoDate('0000-02-29')).toBe(true);
    // 1900 is no leap year, 0004 is: Date.UTC turned 0004 into 1904 and 0000 into 1900.
    expect(isIsoDate('0004-02-29')).toBe(true);
    expect(isIsoDate('0099-02-29')).toBe(false);
    expect(isIsoDate('0000-13-01')).toBe(false);
  });
  it('isBirthDateInRange 1900–2100', () => {
    expect(isBirthDateInRange('1900-01-01')).toBe(true);
    expect(isBirthDateInRange('2100-12-31')).toBe(true);
    expect(isBirthDateInRange('1899-12-31')).toBe(false);
    expect(isBirthDateInRange('2101-01-01')).toBe(false);
  });
});

describe('withParams', () => {
  it('fills {n}', () => {
    expect(withParams(MESSAGES.labExpertiseFieldsEmpty, { n: 2 })).toBe(
      'Не заполнены все поля для экспертизы №2.',
    );
  });
});

describe('firstIssue', () => {
  it('returns the first failing rule on its field, in rule order', () => {
    const checked: string[] = [];
    const rule = (field: 'a' | 'b' | 'c', message: string | null) =>
      [
        field,
        () => {
          checked.push(field);
          return message;
        },
      ] as const;
    expect(firstIssue(rule('a', null), rule('b', 'B пуст'), rule('c', 'C пуст'))).toEqual({
      field: 'b',
      message: 'B пуст',
    });
    // Lazy: a rule after the first failure is not evaluated.
    expect(checked).toEqual(['a', 'b']);
    expect(firstIssue(rule('a', null))).toBeNull();
  });
});
