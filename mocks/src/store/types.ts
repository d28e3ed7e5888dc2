/**
 * Shapes of the mock store. Records are the contract's schemas (packages/api, generated from
 * openapi.yaml) where the server answers them as stored, plus internal records (accounts,
 * sessions, files) that the contract never shows.
 */
import type { components } from '@fbi/api';

/** Schemas of the contract, by name. */
export type Schemas = components['schemas'];

/** A server role name as sent on the wire (01 §6), e.g. 'ROLE_DIRECTOR'. */
export type ServerRole = Schemas['ServerRole'];

/** A team member as stored; warning and reprimand counts are derived from punishments on read. */
export type MemberRecord = Omit<Schemas['TeamMember'], 'warnings' | 'reprimands'>;

/** A login of a team member (demo accounts and agents created through POST /team/add). */
export interface AccountRecord {
  username: string;
  password: string;
  memberId: number;
}

/** An open session: access and refresh tokens with their expiry (epoch ms). */
export interface SessionRecord {
  token: string;
  refreshToken: string;
  memberId: number;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

/** An uploaded image, served by GET /api/v1/files/{name}. */
export interface FileRecord {
  name: string;
  contentType: string;
  /** Base64 of the bytes, so the store stays JSON for localStorage. */
  base64: string;
}

/** A staff audit entry (02 §3 Audit entry), kept with the target nick and new value. */
export interface AuditRecord {
  id: number;
  nick: string;
  author: string;
  type: Schemas['AuditType'];
  rang: string | null;
  position: string | null;
  createdAt: string;
}

/** An achievement a member has earned (02 §3 Achievement, §2.12). */
export interface EarnedAchievement {
  memberId: number;
  key: string;
  earnedAt: string;
}

/** Everything the mock server knows. Plain JSON so it persists in localStorage as is. */
export interface StoreData {
  meta: { nextId: number };
  members: MemberRecord[];
  accounts: AccountRecord[];
  sessions: SessionRecord[];
  teamPunishments: Schemas['TeamPunishment'][];
  audits: AuditRecord[];
  news: Schemas['News'][];
  files: FileRecord[];
  achievements: EarnedAchievement[];
}

/** Names of the collections of {@link StoreData} (every key but meta). */
export type CollectionName = Exclude<keyof StoreData, 'meta'>;

/** Every collection name; the persisted store must hold each as an array. */
export const COLLECTIONS = [
  'members',
  'accounts',
  'sessions',
  'teamPunishments',
  'audits',
  'news',
  'files',
  'achievements',
] as const satisfies readonly CollectionName[];

/** Compile-time check that {@link COLLECTIONS} names every collection (a new one must be added). */
export type MissingCollections = Exclude<CollectionName, (typeof COLLECTIONS)[number]>;
const everyCollectionListed: MissingCollections extends never ? true : never = true;
void everyCollectionListed;
