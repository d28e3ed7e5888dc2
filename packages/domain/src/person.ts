/**
 * What is active now about one person (issue 25, the person page's banner): pure rules over the
 * records the caller could read about the nick. The spec has no such page; every rule here reads
 * the status machines of 01 §4, 02 §4 and 03 §4.
 *
 * Orders (02 §3) name no subject, only the staff member who asked: the warrant on a person is
 * the MW report's «Выдан ордер на арест» (ORDER_ASSIGNED, 01 §4), in force until the arrest
 * (SUSPECT_CAUGHT) or its withdrawal (back to APPROVED).
 */
import type { TeamPunishmentType } from './punishmentTypes.ts';
import type { PersonRegistry } from './registries.ts';

/** What the banner reads of each registry's records about the person; an unread registry is empty. */
export interface PersonFacts {
  mostWanted: readonly { id: number; status: string; createdAt: string }[];
  blacklist: readonly { id: number; createdAt: string; daysCount: number; validUntil: string }[];
  suspects: readonly {
    id: number;
    status: string;
    createdAt: string;
    laboratoryId?: number | null;
  }[];
  acts: readonly { id: number; status: string; createdAt: string; executeBy: string | null }[];
  laboratory: readonly { id: number; status: string; createdAt: string }[];
  /** The person as a team member, when they are one. */
  member: { id: number; rang: string; position: string | null; incomingDate: string } | null;
  teamPunishments: readonly {
    id: number;
    type: TeamPunishmentType;
    reason: string;
    issuedAt: string;
    expiresAt: string;
  }[];
}

/** No records at all (the start every registry's answer fills in). */
export const NO_PERSON_FACTS: PersonFacts = {
  mostWanted: [],
  blacklist: [],
  suspects: [],
  acts: [],
  laboratory: [],
  member: null,
  teamPunishments: [],
};

/** What one line of the banner says, in the banner's order. */
export const BANNER_KINDS = [
  'wanted',
  'warrant',
  'blacklist',
  'suspect',
  'openAct',
  'expertise',
  'staff',
  'warning',
  'reprimand',
] as const;

/** A kind of banner line. */
export type BannerKind = (typeof BANNER_KINDS)[number];

/** One thing active now, with the record it comes from. */
export interface BannerItem {
  kind: BannerKind;
  /** The registry of the record the line links to. */
  registry: PersonRegistry;
  /** The record's id (the member's for a staff line). */
  id: number;
  /** Since when (ISO), or null. */
  since: string | null;
  /** Until when (ISO): a blacklist entry's end, a punishment's expiry, an act's deadline. */
  until: string | null;
  /**
   * The record's status value, for the lines that name it (suspect, act, expertise; none for the
   * lab request of a suspect ON_LAB, whose own status the suspect's list does not answer).
   */
  status: string | null;
  /** A blacklist entry's day count. */
  days: number | null;
  /** A staff member's rank and position, a punishment's reason. */
  detail: string | null;
}

/** 01 §4: an approved report (wanted) and one with an arrest warrant. */
const WANTED_STATUSES: ReadonlySet<string> = new Set(['APPROVED', 'ORDER_ASSIGNED']);
/** 03 §4: a suspect at the lab or arrested once or again; not one the lab declined or expired. */
const SUSPECT_STATUSES: ReadonlySet<string> = new Set(['ON_LAB', 'FIRST', 'RECIDIVE']);
/** 02 §4: an act is open until executed or declined. */
const CLOSED_ACT_STATUSES: ReadonlySet<string> = new Set(['EXECUTED', 'DECLINED']);
/** 03 §4: an expertise waits on the expert or is being done. */
const LAB_WORK_STATUSES: ReadonlySet<string> = new Set(['ON_CHECK', 'IN_PROGRESS']);

/** True when an MW report of this status means the person is wanted (01 §4). */
export const isWanted = (status: string) => WANTED_STATUSES.has(status);
/** True when an MW report of this status carries an arrest warrant in force (01 §4). */
export const hasWarrant = (status: string) => status === 'ORDER_ASSIGNED';
/** True when a suspect record of this status makes the person a suspect (03 §4). */
export const isActiveSuspect = (status: string) => SUSPECT_STATUSES.has(status);
/** True when an act of this status is still open (02 §4). */
export const isOpenAct = (status: string) => !CLOSED_ACT_STATUSES.has(status);
/** True when a laboratory request of this status is in work (03 §4). */
export const isExpertiseInWork = (status: string) => LAB_WORK_STATUSES.has(status);
/** True when a moment (ISO) is still ahead of `now`. */
export const isAhead = (moment: string, now: Date) => Date.parse(moment) > now.getTime();

const item = (
  kind: BannerKind,
  registry: PersonRegistry,
  id: number,
  since: string | null,
  rest: Partial<Pick<BannerItem, 'until' | 'status' | 'days' | 'detail'>> = {},
): BannerItem => ({
  kind,
  registry,
  id,
  since,
  until: rest.until ?? null,
  status: rest.status ?? null,
  days: rest.days ?? null,
  detail: rest.detail ?? null,
});

const newestFirst = (a: BannerItem, b: BannerItem) => (b.since ?? '').localeCompare(a.since ?? '');

/**
 * Everything active now about the person, in {@link BANNER_KINDS} order, newest first within a
 * kind: wanted (MW APPROVED, ORDER_ASSIGNED), a warrant (ORDER_ASSIGNED), a blacklist entry in
 * force, a suspect record (ON_LAB, FIRST, RECIDIVE), open acts (not EXECUTED or DECLINED),
 * expertises in work (ON_CHECK, IN_PROGRESS, and the lab request of a suspect ON_LAB), and for a
 * staff member their rank and position and the warnings and reprimands not yet expired.
 * @param now the moment "active" is judged at.
 */
export function personBanner(facts: PersonFacts, now: Date): BannerItem[] {
  const items: BannerItem[] = [];
  for (const r of facts.mostWanted) {
    if (isWanted(r.status))
      items.push(item('wanted', 'mostWanted', r.id, r.createdAt, { status: r.status }));
    if (hasWarrant(r.status)) items.push(item('warrant', 'mostWanted', r.id, r.createdAt));
  }
  for (const e of facts.blacklist)
    if (isAhead(e.validUntil, now))
      items.push(
        item('blacklist', 'blacklist', e.id, e.createdAt, {
          until: e.validUntil,
          days: e.daysCount,
        }),
      );
  const labIds = new Set<number>();
  for (const r of facts.laboratory)
    if (isExpertiseInWork(r.status)) {
      labIds.add(r.id);
      items.push(item('expertise', 'laboratory', r.id, r.createdAt, { status: r.status }));
    }
  for (const s of facts.suspects) {
    if (isActiveSuspect(s.status))
      items.push(item('suspect', 'suspects', s.id, s.createdAt, { status: s.status }));
    if (s.status === 'ON_LAB' && s.laboratoryId != null && !labIds.has(s.laboratoryId)) {
      labIds.add(s.laboratoryId);
      items.push(item('expertise', 'laboratory', s.laboratoryId, s.createdAt));
    }
  }
  for (const a of facts.acts)
    if (isOpenAct(a.status))
      items.push(
        item('openAct', 'acts', a.id, a.createdAt, { status: a.status, until: a.executeBy }),
      );
  const { member } = facts;
  if (member)
    items.push(
      item('staff', 'team', member.id, member.incomingDate, {
        detail: [member.rang, member.position].filter(Boolean).join(', '),
      }),
    );
  for (const p of facts.teamPunishments)
    if (isAhead(p.expiresAt, now))
      items.push(item(p.type, 'team', p.id, p.issuedAt, { until: p.expiresAt, detail: p.reason }));
  const order = (kind: BannerKind) => BANNER_KINDS.indexOf(kind);
  return items.sort((a, b) => order(a.kind) - order(b.kind) || newestFirst(a, b));
}
