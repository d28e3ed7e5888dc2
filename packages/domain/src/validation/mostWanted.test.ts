import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { isArrestLink, validateArrest } from './mostWanted.ts';

describe('MW arrest links (01 §5 "each starting with http:// or {host}")', () => {
  it('accepts http://, https:// and the social host with a path', () => {
    expect(isArrestLink('http://forum.example/t/1')).toBe(true);
    expect(isArrestLink('https://forum.example/t/1')).toBe(true);
    expect(isArrestLink('vk.com/wall-1_2')).toBe(true);
    expect(isArrestLink(' VK.com/ivan_petrov ')).toBe(true);
  });

  it('rejects other hosts without a scheme, a bare host and spaces', () => {
    expect(isArrestLink('forum.example/t/1')).toBe(false);
    expect(isArrestLink('vk.com/')).toBe(false);
    expect(isArrestLink('vkxcom/ivan')).toBe(false);
    expect(isArrestLink('vk.com/ivan petrov')).toBe(false);
    expect(isArrestLink('ftp://forum.example')).toBe(false);
  });

  it('the arrest form checks region, city, guilt, then the links', () => {
    const arrest = {
      region: 'Север',
      city: 'Лос-Сантос',
      isGuilty: true,
      proves: ['vk.com/wall-1_2'],
    };
    expect(validateArrest(arrest)).toBeNull();
    expect(validateArrest({ ...arrest, proves: [] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksEmpty,
    });
    expect(validateArrest({ ...arrest, proves: ['vk.com/wall-1_2', 'forum.example'] })).toEqual({
      field: 'proves',
      message: MESSAGES.linksInvalid,
    });
  });
});
