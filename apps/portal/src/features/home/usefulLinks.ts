import { HOME_TEXT } from '@fbi/domain';
import { EXTERNAL_LINKS } from '../../shared/externalLinks.ts';

/** A link of the home-page footer. */
export interface UsefulLink {
  /** The visible text. */
  label: string;
  /** The external address (opened in a new tab). */
  href: string;
}

const L = HOME_TEXT.links;

/**
 * The home-page footer's useful links. The spec only says "A footer holds useful links" (01 §2
 * Home page) and gives no addresses, so the choice is ours and kept here in one place: the header's
 * three community links (shared/externalLinks.ts, overridable per deployment) plus the
 * community forum's rules and complaints sections on the same placeholder forum.
 */
export const USEFUL_LINKS: readonly UsefulLink[] = [
  { label: L.transfers, href: EXTERNAL_LINKS.transfers },
  { label: L.rules, href: 'https://forum.example-rp.ru/forums/pravila.2/' },
  { label: L.complaints, href: 'https://forum.example-rp.ru/forums/zhaloby.3/' },
  { label: L.hrt, href: EXTERNAL_LINKS.hrt },
  { label: L.chat, href: EXTERNAL_LINKS.chat },
];
