/**
 * The person page's model (issue 25) from the registries' answers: the person's own records (the
 * whole nick, not a part of it, as the search matches), the banner's facts, the timeline's
 * entries and the connections. Pure functions over the answers.
 */
import {
  NO_PERSON_FACTS,
  recordHref,
  REGISTRY_ROUTES,
  type BannerItem,
  type PersonFacts,
} from '@fbi/domain';
import {
  byNewest,
  personEntries,
  type EntryContext,
  type PersonEntry,
} from '../../shared/person/entries.ts';
import { isNick, type PersonRecords } from '../../shared/person/records.ts';

/** The records of `answers` whose nick is `nick`, as the banner reads them. */
export function personFacts(answers: readonly PersonRecords[], nick: string): PersonFacts {
  const own = <T extends { nick: string }>(records: readonly T[]) =>
    records.filter((r) => isNick(r.nick, nick));
  const facts: PersonFacts = { ...NO_PERSON_FACTS };
  for (const answer of answers) {
    switch (answer.registry) {
      case 'mostWanted':
        facts.mostWanted = own(answer.records);
        break;
      case 'blacklist':
        facts.blacklist = own(answer.records);
        break;
      case 'suspects':
        facts.suspects = own(answer.records);
        break;
      case 'acts':
        facts.acts = own(answer.records);
        break;
      case 'laboratory':
        facts.laboratory = own(answer.records);
        break;
      case 'team':
        facts.member = own(answer.records)[0] ?? null;
        facts.teamPunishments = answer.punishments.filter((p) => isNick(p.recipientNick, nick));
        break;
      default:
        break;
    }
  }
  return facts;
}

/** Every record of `answers` about `nick`, newest first. */
export function timelineEntries(
  answers: readonly PersonRecords[],
  nick: string,
  context: EntryContext,
): PersonEntry[] {
  return answers
    .flatMap((answer) => personEntries(answer, context))
    .filter((e) => isNick(e.nick, nick))
    .sort(byNewest);
}

/** Another nick named in the person's records, and how many of them name it. */
export interface Connection {
  nick: string;
  shared: number;
}

/**
 * The other nicks of the person's records (their authors, reviewers and executors), most shared
 * records first, then by nick; the person's own nick is left out (case-insensitive).
 */
export function connectionsOf(entries: readonly PersonEntry[], nick: string): Connection[] {
  const counts = new Map<string, Connection>();
  for (const entry of entries) {
    const seen = new Set<string>();
    for (const other of entry.people) {
      const key = other.toLocaleLowerCase('ru');
      if (isNick(other, nick) || seen.has(key)) continue;
      seen.add(key);
      const known = counts.get(key);
      if (known) known.shared += 1;
      else counts.set(key, { nick: other, shared: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.shared - a.shared || a.nick.localeCompare(b.nick));
}

/**
 * The banner's lines with their records' links: a member's line and punishments link where the
 * member's timeline entry does (the HR profile for whom it is open, else the roster); any other
 * record opens itself on its list, not narrowed to the nick (a suspect's lab request was filed
 * by someone else).
 */
export function bannerLines(
  banner: readonly BannerItem[],
  entries: readonly PersonEntry[],
): { item: BannerItem; href: string }[] {
  const teamHref = (item: BannerItem) => {
    const key = item.kind === 'staff' ? `team:${item.id}` : `team:p${item.id}`;
    return entries.find((e) => e.key === key)?.href ?? REGISTRY_ROUTES.team;
  };
  return banner.map((item) => ({
    item,
    href:
      item.registry === 'team'
        ? teamHref(item)
        : recordHref(REGISTRY_ROUTES[item.registry], item.id),
  }));
}
