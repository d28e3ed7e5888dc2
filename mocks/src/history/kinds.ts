/**
 * Where each record kind with a history (issue 26, `RECORD_KINDS` of the domain) lives in the
 * store and which calls change it: the collection, and the path prefixes of its operations.
 */
import type { RecordKind } from '@fbi/domain';
import type { CollectionName } from '../store/types.ts';

/** A record of any history kind, as the history reads it: an id and its fields. */
export type KindRecord = { id: number } & Record<string, unknown>;

interface KindStore {
  collection: CollectionName;
  /** The contract's path prefixes of the kind's operations. */
  prefixes: readonly string[];
  /** Other kinds its calls also change (an executed act files a punishment, 02 §4; …). */
  touches?: readonly RecordKind[];
}

/** The store side of every record kind. */
export const KIND_STORES: Record<RecordKind, KindStore> = {
  mostWanted: { collection: 'mostWanted', prefixes: ['/api/v1/most-wanted/'] },
  intelligence: { collection: 'dossiers', prefixes: ['/api/v1/intelligence/'] },
  raports: { collection: 'raports', prefixes: ['/api/v1/report/'] },
  ibRaports: { collection: 'ibReports', prefixes: ['/api/v1/ib-report/'] },
  investigations: { collection: 'investigations', prefixes: ['/api/v1/investigation/'] },
  ibInvestigations: { collection: 'ibInvestigations', prefixes: ['/api/v1/ib-investigation/'] },
  acts: { collection: 'acts', prefixes: ['/api/v1/act/'], touches: ['punishments'] },
  punishments: { collection: 'punishments', prefixes: ['/api/v1/punishment/'] },
  blacklist: { collection: 'blacklist', prefixes: ['/api/v1/blacklist/'] },
  orders: { collection: 'orders', prefixes: ['/api/v1/order/'] },
  office: { collection: 'office', prefixes: ['/api/v1/office/'] },
  inactivity: { collection: 'inactivity', prefixes: ['/api/v1/inactive/'] },
  nationalSecurity: { collection: 'nationalSecurity', prefixes: ['/api/v1/national-security/'] },
  laboratory: {
    collection: 'labRequests',
    prefixes: ['/api/v1/laboratory/'],
    touches: ['suspects'],
  },
  suspects: { collection: 'suspects', prefixes: ['/api/v1/suspect/'], touches: ['laboratory'] },
  homeChecks: { collection: 'homeChecks', prefixes: ['/api/v1/dea-home-check/'] },
  deaReports: { collection: 'deaReports', prefixes: ['/api/v1/dea-reports/'] },
  academyTemplates: { collection: 'academyTemplates', prefixes: ['/api/v1/academy-template/'] },
};

const KINDS = Object.keys(KIND_STORES) as RecordKind[];

/** The kinds a call on `path` may change (none for a path outside every registry). */
export function kindsOfPath(path: string): RecordKind[] {
  const own = KINDS.find((k) => KIND_STORES[k].prefixes.some((p) => path.startsWith(p)));
  return own ? [own, ...(KIND_STORES[own].touches ?? [])] : [];
}
