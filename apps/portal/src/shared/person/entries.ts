/**
 * The records about a person as one list (issue 12's search hits, issue 25's timeline): what the
 * record is (its registry's title), its status label and tone, its date, author, the other nicks
 * it names, and the link that opens the record itself (`?open=<id>`, issue 24), over its person's
 * rows where the list's URL takes the nick (02 §2.9 /punishments, §2.1 /acts, 03 §2 /db,
 * /laboratory).
 */
import type { components } from '@fbi/api';
import {
  canAccessHrProfile,
  punishmentMeasure,
  recordHref,
  REGISTRY_ROUTES,
  routeTitle,
  SEARCH_TEXT,
  statusLabel,
  statusTone,
  TEAM_PUNISHMENT_LABELS,
  type PersonRegistry,
  type Role,
  type StatusMachine,
  type StatusTone,
} from '@fbi/domain';
import type { PersonRecords } from './records.ts';

type Schemas = components['schemas'];

/** One record about a person. */
export interface PersonEntry {
  /** Unique across registries: `registry:id`. */
  key: string;
  registry: PersonRegistry;
  /** The record's id in its registry. */
  id: number;
  /** The registry's title (its route's). */
  registryTitle: string;
  /** The person the record is about (a laboratory request's: its author). */
  nick: string;
  /** The status label (the measure, for punishments). */
  status: string;
  tone: StatusTone;
  /** ISO date-time the record was filed, or null. */
  date: string | null;
  /** Who filed it, or null (a member's row). */
  author: string | null;
  /** The other nicks the record names: its author, reviewer, executor (issue 25 connections). */
  people: string[];
  /** The record's own link. */
  href: string;
}

/** What the mapping needs besides the records. */
export interface EntryContext {
  roles: readonly Role[];
  now: Date;
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

/** The nicks given, without empty ones. */
const named = (...nicks: (string | null | undefined)[]): string[] =>
  nicks.filter((n): n is string => !!n);

interface EntryFields {
  id: number;
  nick: string;
  status: string;
  tone: StatusTone;
  date: string | null;
  author: string | null;
  people?: string[];
  /** Team rows: whether the caller's HR rights reach the member's table. */
  hrProfile?: boolean;
  /** Team punishments: their key and label differ from the member's. */
  keyPrefix?: string;
}

function entry(registry: PersonRegistry, f: EntryFields): PersonEntry {
  return {
    key: `${registry}:${f.keyPrefix ?? ''}${f.id}`,
    registry,
    id: f.id,
    registryTitle: routeTitle(REGISTRY_ROUTES[registry]) ?? registry,
    nick: f.nick,
    status: f.status,
    tone: f.tone,
    date: f.date,
    author: f.author,
    people: f.people ?? named(f.author),
    href: hitHref(registry, f.id, f.nick, f.hrProfile ?? false),
  };
}

/** The status fields of a record of `machine`. */
const status = (machine: StatusMachine, value: string) => ({
  status: statusLabel(machine, value),
  tone: statusTone(machine, value),
});

/** A blacklist entry in force or expired at `now`, its tone as a status's meaning would be. */
const inForce = (until: string, now: Date) =>
  Date.parse(until) > now.getTime()
    ? { status: SEARCH_TEXT.blacklistActive, tone: 'warning' as const }
    : { status: SEARCH_TEXT.blacklistExpired, tone: 'success' as const };

type RecordOf<R extends PersonRegistry> = Extract<
  PersonRecords,
  { registry: R }
>['records'][number];

/** The record mappers, one per registry. */
export const toEntry = {
  mostWanted: (r: RecordOf<'mostWanted'>) =>
    entry('mostWanted', { ...r, ...status('mw', r.status), date: r.createdAt }),
  intelligence: (r: RecordOf<'intelligence'>) =>
    entry('intelligence', { ...r, ...status('ibDossier', r.status), date: r.createdAt }),
  act: (r: RecordOf<'acts'>) =>
    entry('acts', {
      ...r,
      ...status('act', r.status),
      date: r.createdAt,
      people: named(r.author, r.executionAuthor),
    }),
  punishment: (r: RecordOf<'punishments'>) =>
    entry('punishments', {
      ...r,
      status: punishmentMeasure(r.type, r.rangCount),
      tone: 'success',
      date: r.date,
    }),
  blacklist: (r: RecordOf<'blacklist'>, now: Date) =>
    entry('blacklist', { ...r, ...inForce(r.validUntil, now), date: r.createdAt }),
  suspect: (r: RecordOf<'suspects'>) =>
    entry('suspects', { ...r, ...status('suspect', r.status), date: r.createdAt }),
  laboratory: (r: RecordOf<'laboratory'>) =>
    entry('laboratory', {
      ...r,
      ...status('laboratory', r.status),
      date: r.createdAt,
      author: r.nick,
      people: named(r.approver),
    }),
  homeCheck: (r: RecordOf<'homeChecks'>) =>
    entry('homeChecks', {
      ...r,
      ...status('deaHomeCheck', r.status),
      date: r.createdAt,
      people: named(r.author, r.executor),
    }),
  member: (r: RecordOf<'team'>, hrProfile: boolean) =>
    entry('team', {
      ...r,
      status: `${SEARCH_TEXT.member}: ${r.rang}`,
      tone: 'info',
      date: r.incomingDate,
      author: null,
      hrProfile,
    }),
  teamPunishment: (r: Schemas['TeamPunishment'], hrProfile: boolean, now: Date) =>
    entry('team', {
      ...r,
      nick: r.recipientNick,
      status: TEAM_PUNISHMENT_LABELS[r.type],
      tone: Date.parse(r.expiresAt) > now.getTime() ? 'warning' : 'success',
      date: r.issuedAt,
      hrProfile,
      keyPrefix: 'p',
    }),
};

/** Every record of one registry's answer as entries (a member's warnings and reprimands too). */
export function personEntries(answer: PersonRecords, { roles, now }: EntryContext): PersonEntry[] {
  switch (answer.registry) {
    case 'mostWanted':
      return answer.records.map(toEntry.mostWanted);
    case 'intelligence':
      return answer.records.map(toEntry.intelligence);
    case 'acts':
      return answer.records.map(toEntry.act);
    case 'punishments':
      return answer.records.map(toEntry.punishment);
    case 'blacklist':
      return answer.records.map((r) => toEntry.blacklist(r, now));
    case 'suspects':
      return answer.records.map(toEntry.suspect);
    case 'laboratory':
      return answer.records.map(toEntry.laboratory);
    case 'homeChecks':
      return answer.records.map(toEntry.homeCheck);
    case 'team': {
      // The HR profile link only where the caller's HR rights reach the member's table (01 §6).
      const hrProfile = (nick: string) => {
        const member = answer.records.find((m) => m.nick === nick);
        return member !== undefined && canAccessHrProfile(roles, member);
      };
      return [
        ...answer.records.map((m) => toEntry.member(m, hrProfile(m.nick))),
        ...answer.punishments.map((p) =>
          toEntry.teamPunishment(p, hrProfile(p.recipientNick), now),
        ),
      ];
    }
  }
}

/** Newest first; undated records last. */
export function byNewest(a: PersonEntry, b: PersonEntry): number {
  return (b.date ?? '').localeCompare(a.date ?? '');
}
