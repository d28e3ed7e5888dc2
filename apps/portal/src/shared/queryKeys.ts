import type { PersonRegistry, RecordKind, WaitingKind } from '@fbi/domain';

/**
 * The root query key of every resource the portal reads, in one place. A feature's
 * `…QueryOptions(params)` extends its root with the params (`[...queryRoots.punishments, params]`),
 * so refetching, prefetching and invalidating use the same key. Roots never share a prefix:
 * a mutation that changes two resources (roster ↔ org chart, suspects ↔ laboratory) names both
 * in its `invalidates`.
 */
export const queryRoots = {
  team: ['team'],
  teamPhoto: ['teamPhoto'],
  teamPunishments: ['teamPunishments'],
  news: ['news'],
  mostWanted: ['mostWanted'],
  raports: ['raports'],
  ibRaports: ['ibRaports'],
  investigations: ['investigations'],
  ibInvestigations: ['ibInvestigations'],
  intelligence: ['intelligence'],
  acts: ['acts'],
  punishments: ['punishments'],
  blacklist: ['blacklist'],
  orders: ['orders'],
  office: ['office'],
  inactivity: ['inactivity'],
  nationalSecurity: ['nationalSecurity'],
  protocols: ['protocols'],
  profile: ['profile'],
  audit: ['audit'],
  achievements: ['achievements'],
  academyTemplates: ['academyTemplates'],
  academyExams: ['academyExams'],
  /**
   * The test being taken: a root of its own, so that the submit's refresh of the exams never
   * refetches it (the server answers a submitted test with 409, shown as an error).
   */
  testToTake: ['testToTake'],
  tests: ['tests'],
  agentTests: ['agentTests'],
  laboratory: ['laboratory'],
  suspects: ['suspects'],
  deaHomeChecks: ['deaHomeChecks'],
  deaSchedule: ['deaSchedule'],
  deaReports: ['deaReports'],
} as const satisfies Record<string, readonly [string]>;

/** A resource with a root key. */
export type QueryRoot = keyof typeof queryRoots;

/**
 * The active protocol's key: its query lives in features/protocols, and the shell's sidebar reads
 * the same cache entry to offer only the entry that applies (02 §2.10).
 */
export const activeProtocolKey = [...queryRoots.protocols, 'active'] as const;

/**
 * The root of a registry the search, the stats and the waiting queue read (`PERSON_REGISTRIES`,
 * `WAITING_KINDS` of @fbi/domain), so that the registry's own mutations refresh their counts.
 */
export const registryRoot = (registry: PersonRegistry | WaitingKind | RecordKind) =>
  registry === 'homeChecks' ? queryRoots.deaHomeChecks : queryRoots[registry];
