/**
 * Links to the social network (01 §5 "{host}/ followed by digits or a name"; arrest links "each
 * starting with http:// or {host}"). The forms accept such a link without a scheme ('vk.com/name'),
 * but an `href` without one is relative and opens `<portal>/vk.com/name`. Decision (01 §5 silent
 * on the stored form): a link to the social host is kept as an absolute https:// URL. One
 * normalizer: the portal applies it before sending, the mock when storing, and every view when
 * rendering a value stored before.
 */
import { isHttpUrl } from './validation/common.ts';
import { SOCIAL_HOST } from './validation/messages.ts';

/** A link to the social host with or without a scheme; group 1 is the host and path. */
const SOCIAL_LINK = new RegExp(
  `^(?:https?://)?((?:www\\.)?${SOCIAL_HOST.replace(/\./g, '\\.')}/\\S*)$`,
  'i',
);

/**
 * The stored form of a link (trimmed): a link to the social host as `https://{host}/…`
 * ('vk.com/name', 'http://vk.com/name' → 'https://vk.com/name'); any other link unchanged.
 */
export function absoluteSocialLink(link: string): string {
  const value = link.trim();
  const match = SOCIAL_LINK.exec(value);
  return match ? `https://${match[1]}` : value;
}

/**
 * The `href` for a stored link, made absolute by {@link absoluteSocialLink}.
 * @returns the URL, or null when even then it is no http(s) URL (show it as text, not a link).
 */
export function linkHref(link: string | null | undefined): string | null {
  if (!link) return null;
  const url = absoluteSocialLink(link);
  return isHttpUrl(url) ? url : null;
}
