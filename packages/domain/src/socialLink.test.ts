import { describe, expect, it } from 'vitest';
import { absoluteSocialLink, linkHref } from './socialLink.ts';

describe('social links (01 §5 {host}/name)', () => {
  it('stores a link to the social host as an absolute https:// URL', () => {
    expect(absoluteSocialLink(' vk.com/ivan_petrov ')).toBe('https://vk.com/ivan_petrov');
    expect(absoluteSocialLink('www.vk.com/id123')).toBe('https://www.vk.com/id123');
    expect(absoluteSocialLink('http://vk.com/wall-1_2')).toBe('https://vk.com/wall-1_2');
    expect(absoluteSocialLink('https://VK.com/Name')).toBe('https://VK.com/Name');
  });
  it('leaves other links as they are', () => {
    expect(absoluteSocialLink('http://imgur.com/a/1')).toBe('http://imgur.com/a/1');
    expect(absoluteSocialLink('notvk.com/x')).toBe('notvk.com/x');
  });
  it('renders an old stored value safely: absolute, or no link at all', () => {
    expect(linkHref('vk.com/name')).toBe('https://vk.com/name');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('')).toBeNull();
    expect(linkHref(null)).toBeNull();
  });
});
