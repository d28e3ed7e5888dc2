import { describe, expect, it } from 'vitest';
import { NO_PERSON_FACTS, personBanner, type BannerKind, type PersonFacts } from './person.ts';
import { ACT_STATUSES, LAB_STATUSES, MW_STATUSES, SUSPECT_STATUSES } from './statuses.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

/** The banner's kinds for one registry's records. */
const kinds = (facts: Partial<PersonFacts>): BannerKind[] =>
  personBanner({ ...NO_PERSON_FACTS, ...facts }, NOW).map((i) => i.kind);

/** A status and the banner's kinds its record gives. */
type Row = readonly [status: string, kinds: BannerKind[]];

const MW_TABLE: readonly Row[] = [
  ['ON_SENIOR_CHECK', []],
  ['NEED_IMPROVE', []],
  ['APPROVED', ['wanted']],
  ['ORDER_ASSIGNED', ['wanted', 'warrant']],
  ['SUSPECT_CAUGHT', []],
  ['CANCELED', []],
];
const SUSPECT_TABLE: readonly Row[] = [
  ['ON_LAB', ['suspect']],
  ['FIRST', ['suspect']],
  ['RECIDIVE', ['suspect']],
  ['DECLINED', []],
  ['EXPIRED', []],
];
const ACT_TABLE: readonly Row[] = [
  ['NEW', ['openAct']],
  ['UNDER_CONSIDERATION', ['openAct']],
  ['AWAIT_IN_GAME', ['openAct']],
  ['SENT_TO_LEADER', ['openAct']],
  ['DECLINED', []],
  ['EXECUTED', []],
  ['EXPIRED', ['openAct']],
];
const LAB_TABLE: readonly Row[] = [
  ['ON_CHECK', ['expertise']],
  ['IN_PROGRESS', ['expertise']],
  ['CANCELED', []],
  ['DONE', []],
  ['EXPIRED', []],
];

describe('the person banner (issue 25)', () => {
  it.each(MW_TABLE)('an MW report %s gives %j (01 §4)', (status, expected) => {
    expect(kinds({ mostWanted: [{ id: 1, status, createdAt: at(-3) }] })).toEqual(expected);
  });

  it.each(SUSPECT_TABLE)('a suspect record %s gives %j (03 §4)', (status, expected) => {
    expect(kinds({ suspects: [{ id: 1, status, createdAt: at(-1) }] })).toEqual(expected);
  });

  it.each(ACT_TABLE)(
    'an act %s gives %j (02 §4: open until executed or declined)',
    (status, expected) => {
      expect(kinds({ acts: [{ id: 1, status, createdAt: at(-1), executeBy: null }] })).toEqual(
        expected,
      );
    },
  );

  it.each(LAB_TABLE)('a laboratory request %s gives %j (03 §4)', (status, expected) => {
    expect(kinds({ laboratory: [{ id: 1, status, createdAt: at(-1) }] })).toEqual(expected);
  });

  it('covers every status of the four machines in its tables', () => {
    const statuses = (table: readonly Row[]) => table.map(([status]) => status);
    expect(statuses(MW_TABLE)).toEqual([...MW_STATUSES]);
    expect(statuses(SUSPECT_TABLE)).toEqual([...SUSPECT_STATUSES]);
    expect(statuses(ACT_TABLE)).toEqual([...ACT_STATUSES]);
    expect(statuses(LAB_TABLE)).toEqual([...LAB_STATUSES]);
  });

  it('counts a blacklist entry while it is in force, with its period and end', () => {
    const entry = { id: 7, createdAt: at(-1), daysCount: 3, validUntil: at(2) };
    const [line] = personBanner({ ...NO_PERSON_FACTS, blacklist: [entry] }, NOW);
    expect(line).toMatchObject({ kind: 'blacklist', id: 7, days: 3, until: entry.validUntil });
    expect(kinds({ blacklist: [{ ...entry, validUntil: at(-0.001) }] })).toEqual([]);
  });

  it('names the lab request of a suspect ON_LAB as an expertise in work, once', () => {
    const suspect = { id: 3, status: 'ON_LAB', createdAt: at(-1), laboratoryId: 40 };
    expect(kinds({ suspects: [suspect] })).toEqual(['suspect', 'expertise']);
    const lab = { id: 40, status: 'IN_PROGRESS', createdAt: at(-1) };
    expect(kinds({ suspects: [suspect], laboratory: [lab] })).toEqual(['suspect', 'expertise']);
  });

  it('gives a staff member their rank and position and the punishments not yet expired', () => {
    const banner = personBanner(
      {
        ...NO_PERSON_FACTS,
        member: { id: 5, rang: 'Агент', position: 'Глава HRT', incomingDate: '2025-01-01' },
        teamPunishments: [
          { id: 1, type: 'warning', reason: 'Опоздание', issuedAt: at(-2), expiresAt: at(5) },
          { id: 2, type: 'reprimand', reason: 'Прогул', issuedAt: at(-1), expiresAt: at(10) },
          { id: 3, type: 'warning', reason: 'Старое', issuedAt: at(-40), expiresAt: at(-10) },
        ],
      },
      NOW,
    );
    expect(banner.map((i) => [i.kind, i.detail])).toEqual([
      ['staff', 'Агент, Глава HRT'],
      ['warning', 'Опоздание'],
      ['reprimand', 'Прогул'],
    ]);
  });

  it('orders the lines by kind, newest first within a kind', () => {
    const banner = personBanner(
      {
        ...NO_PERSON_FACTS,
        acts: [
          { id: 1, status: 'NEW', createdAt: at(-5), executeBy: null },
          { id: 2, status: 'NEW', createdAt: at(-1), executeBy: null },
        ],
        mostWanted: [{ id: 9, status: 'APPROVED', createdAt: at(-9) }],
      },
      NOW,
    );
    expect(banner.map((i) => `${i.kind}:${i.id}`)).toEqual(['wanted:9', 'openAct:2', 'openAct:1']);
  });

  it('says nothing about a clean person', () => {
    expect(personBanner(NO_PERSON_FACTS, NOW)).toEqual([]);
  });
});
