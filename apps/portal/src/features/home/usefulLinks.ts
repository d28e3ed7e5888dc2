import { EXTERNAL_LINKS } from '../../shared/externalLinks.ts';

/** A link of the home-page footer. */
export interface UsefulLink {
  /** The visible text. */
  label: string;
  /** The external address (opened in a new tab). */
  href: string;
}

/**
 * The home-page footer's useful links. The spec only says "A footer holds useful links" (01 §2
 * Home page) and gives no addresses, so the choice is ours and kept here in one place: the header's
 * three community links (shared/externalLinks.ts, overridable per deployment) plus the
 * community forum's rules and complaints sections on the same placeholder forum.
 */
export const USEFUL_LINKS: readonly UsefulLink[] = [
  { label: 'Переводы во ФБР (форум)', href: EXTERNAL_LINKS.transfers },
  { label: 'Правила сервера', href: 'https://forum.example-rp.ru/forums/pravila.2/' },
  { label: 'Жалобы на сотрудников', href: 'https://forum.example-rp.ru/forums/zhaloby.3/' },
  { label: 'Сайт HRT', href: EXTERNAL_LINKS.hrt },
  { label: 'Чат сообщества', href: EXTERNAL_LINKS.chat },
];
