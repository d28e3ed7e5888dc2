import { describe, expect, it } from 'vitest';
import { byNewest, hitHref, toEntry } from './entries.ts';
import { isNick, nickMatches } from './records.ts';

describe('person entries (issues 12, 25)', () => {
  it('links a record to itself on its list, narrowed to the person where the URL takes a nick', () => {
    expect(hitHref('punishments', 5, 'Ivan Petrov', false)).toBe(
      '/punishments?nick=Ivan+Petrov&open=5',
    );
    expect(hitHref('acts', 7, 'A_B', false)).toBe('/acts?nick=A_B&open=7');
    expect(hitHref('suspects', 8, 'A_B', false)).toBe('/db?nick=A_B&open=8');
    expect(hitHref('laboratory', 9, 'A_B', false)).toBe('/laboratory?nick=A_B&open=9');
    expect(hitHref('mostWanted', 10, 'A_B', false)).toBe('/most-wanted?open=10');
    expect(hitHref('blacklist', 11, 'A_B', false)).toBe('/blacklist?open=11');
  });

  it('links a team member to the HR profile only for callers who may read it (02 §2.11)', () => {
    expect(hitHref('team', 1, 'A_B', true)).toBe('/hr-profile?nick=A_B');
    expect(hitHref('team', 1, 'A_B', false)).toBe('/team');
  });

  it('matches part of a nick, case-insensitive, Cyrillic included', () => {
    expect(nickMatches('Nadezhda_Kornilova', 'korn')).toBe(true);
    expect(nickMatches('Пётр_Иванов', 'пЁТР')).toBe(true);
    expect(nickMatches('Nadezhda_Kornilova', 'ivan')).toBe(false);
    expect(nickMatches(null, 'ab')).toBe(false);
  });

  it("reads a person's own records by the whole nick, case-insensitive", () => {
    expect(isNick('Nadezhda_Kornilova', 'nadezhda_kornilova')).toBe(true);
    expect(isNick('Nadezhda_Kornilova2', 'Nadezhda_Kornilova')).toBe(false);
  });

  it('labels a blacklist entry in force or expired, and sorts newest first', () => {
    const entry = {
      id: 1,
      createdAt: '2026-01-01T00:00:00Z',
      nick: 'A_B',
      reason: 'r',
      author: 'x',
      daysCount: 10,
      validUntil: '2026-01-11T00:00:00Z',
    };
    const inForce = toEntry.blacklist(entry, new Date('2026-01-05T00:00:00Z'));
    const expired = toEntry.blacklist(entry, new Date('2026-02-01T00:00:00Z'));
    expect(inForce.status).toBe('Действует');
    expect(expired.status).toBe('Истёк');
    const older = { ...inForce, key: 'old', date: '2025-01-01T00:00:00Z' };
    const undated = { ...inForce, key: 'none', date: null };
    expect([undated, older, inForce].sort(byNewest).map((h) => h.key)).toEqual([
      inForce.key,
      'old',
      'none',
    ]);
  });
});
