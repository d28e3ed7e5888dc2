/**
 * The records about a person turned into search hits: registry, nick, status label, date and the
 * link that opens the registry's list filtered by the nick where its URL has the filter
 * (02 §2.9 /punishments, §2.1 /acts, 03 §2 /db, /laboratory), else the list (issue 12).
 */
import type { components } from '@fbi/api';
import {
  punishmentMeasure,
  recordHref,
  REGISTRY_ROUTES,
  routeTitle,
  SEARCH_TEXT,
  statusLabel,
  TEAM_PUNISHMENT_LABELS,
  type PersonRegistry,
} from '@fbi/domain';

type Schemas = components['schemas'];

/** One record about a person, as the search lists it. */
export interface PersonHit {
  /** Unique across registries: `registry:id`. */
  key: string;
  registry: PersonRegistry;
  /** The registry's title (its route's). */
  registryTitle: string;
  nick: string;
  /** The status label (or the measure, for punishments). */
  status: string;
  /** ISO date-time the record was filed, or null. */
  date: string | null;
  /** Where Enter or a click goes. */
  href: string;
}

/** Registries whose list takes `?nick=` from the URL. */
const NICK_IN_URL: ReadonlySet<PersonRegistry> = new Set([
  'punishments',
  'acts',
  'suspects',
  'laboratory',
]);

/**
 * The link of a registry's record: the HR profile of a member for callers who may read it (02
 * §2.11), the roster for others; any other record opens itself on its list (`?open=<id>`, issue
 * 24), over its person's rows where the list's URL takes the nick.
 */
export function hitHref(
  registry: PersonRegistry,
  id: number,
  nick: string,
  hrProfile: boolean,
): string {
  const route = REGISTRY_ROUTES[registry];
  if (registry === 'team')
    return hrProfile ? `/hr-profile?nick=${encodeURIComponent(nick)}` : route;
  return recordHref(route, id, NICK_IN_URL.has(registry) ? nick : undefined);
}

/** True when `value` contains `query`, case-insensitive (as the server's nick filters). */
export function nickMatches(value: string | null | undefined, query: string): boolean {
  return (value ?? '').toLocaleLowerCase('ru').includes(query.trim().toLocaleLowerCase('ru'));
}

function hit(
  registry: PersonRegistry,
  id: number | string,
  nick: string,
  status: string,
  date: string | null,
  hrProfile = false,
): PersonHit {
  return {
    key: `${registry}:${id}`,
    registry,
    registryTitle: routeTitle(REGISTRY_ROUTES[registry]) ?? registry,
    nick,
    status,
    date,
    href: hitHref(registry, Number(id), nick, hrProfile),
  };
}

/** The record mappers, one per registry. */
export const toHit = {
  mostWanted: (r: Schemas['MostWanted']) =>
    hit('mostWanted', r.id, r.nick, statusLabel('mw', r.status), r.createdAt),
  intelligence: (r: Schemas['Dossier']) =>
    hit('intelligence', r.id, r.nick, statusLabel('ibReport', r.status), r.createdAt),
  act: (r: Schemas['Act']) => hit('acts', r.id, r.nick, statusLabel('act', r.status), r.createdAt),
  punishment: (r: Schemas['Punishment']) =>
    hit('punishments', r.id, r.nick, punishmentMeasure(r.type, r.rangCount), r.date),
  blacklist: (r: Schemas['BlacklistEntry'], now: Date) =>
    hit(
      'blacklist',
      r.id,
      r.nick,
      Date.parse(r.validUntil) > now.getTime()
        ? SEARCH_TEXT.blacklistActive
        : SEARCH_TEXT.blacklistExpired,
      r.createdAt,
    ),
  suspect: (r: Schemas['Suspect']) =>
    hit('suspects', r.id, r.nick, statusLabel('suspect', r.status), r.createdAt),
  laboratory: (r: Schemas['LabRequestPublic']) =>
    hit('laboratory', r.id, r.nick, statusLabel('laboratory', r.status), r.createdAt),
  homeCheck: (r: Schemas['HomeCheck']) =>
    hit('homeChecks', r.id, r.nick, statusLabel('deaHomeCheck', r.status), r.createdAt),
  member: (r: Schemas['TeamMember'], hrProfile: boolean) =>
    hit('team', r.id, r.nick, `${SEARCH_TEXT.member}: ${r.rang}`, r.incomingDate, hrProfile),
  teamPunishment: (r: Schemas['TeamPunishment'], hrProfile: boolean) =>
    hit('team', `p${r.id}`, r.recipientNick, TEAM_PUNISHMENT_LABELS[r.type], r.issuedAt, hrProfile),
};

/** Newest first; undated records last. */
export function byNewest(a: PersonHit, b: PersonHit): number {
  return (b.date ?? '').localeCompare(a.date ?? '');
}
