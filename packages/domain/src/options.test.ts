// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BLACKLIST_PERIODS,
  EXPERTISE_KINDS,
  FACTIONS,
  FBI_DIVISIONS,
  MARKS,
  optionCategoryValues,
  OPTION_CATEGORIES,
  PROFILE_PRESET_PHOTOS,
  PROTOCOL_CODES,
  PROTOCOL_LABELS,
  RANKS_BY_FACTION,
  ranksOfFaction,
  WEEKDAYS,
} from './options.ts';
import { RANKS } from './ranks.ts';

describe('option lists', () => {
  it('sizes and bounds', () => {
    expect(EXPERTISE_KINDS).toHaveLength(16);
    expect(new Set(EXPERTISE_KINDS).size).toBe(16);
    expect(BLACKLIST_PERIODS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(MARKS[0]).toBe(0);
    expect(MARKS.at(-1)).toBe(10);
    expect(MARKS).toHaveLength(11);
    expect(WEEKDAYS).toHaveLength(7);
    expect(PROFILE_PRESET_PHOTOS).toHaveLength(25);
    expect(PROFILE_PRESET_PHOTOS[0]).toBe('/avatars/01.svg');
    expect(PROFILE_PRESET_PHOTOS[24]).toBe('/avatars/25.svg');
    expect(FBI_DIVISIONS).toContain('CID');
  });
  it('every faction has ranks; FBI uses RANKS', () => {
    for (const f of FACTIONS) expect(RANKS_BY_FACTION[f].length).toBeGreaterThan(0);
    expect(RANKS_BY_FACTION.FBI).toBe(RANKS);
    expect(ranksOfFaction('nope')).toEqual([]);
    expect(ranksOfFaction('SANG')).toContain('Полковник');
  });
  it('categories and protocols', () => {
    for (const c of OPTION_CATEGORIES) expect(optionCategoryValues(c).length).toBeGreaterThan(0);
    expect(optionCategoryValues('x')).toEqual([]);
    for (const p of PROTOCOL_CODES) expect(PROTOCOL_LABELS[p]).toMatch(/Протокол/);
  });
});
