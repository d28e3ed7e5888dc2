/**
 * Shapes of the mock store. Records are the contract's schemas (packages/api, generated from
 * openapi.yaml) where the server answers them as stored, plus internal records (accounts,
 * sessions, files) that the contract never shows.
 */
import type { Faction, RecordKind } from '@fbi/domain';
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

/** An investigation (CID/DEA or IB) with what closing it records (01 §3, §4). */
export interface InvestigationRecord {
  id: number;
  faction: Faction;
  isJoint: boolean;
  direction: Schemas['Direction'] | null;
  author: string;
  createdAt: string;
  /** Set when closed. */
  closedAt: string | null;
  /** The motive given when closing. */
  description: string | null;
  /** Reports attached when closing. */
  reportIds: number[];
}

/**
 * A personal profile, keyed by member id so it follows a nick change (02 §3 Profile). Its
 * `position` is the title written in the profile; null shows the member's post.
 */
export type ProfileRecord = Omit<Schemas['Profile'], 'nick' | 'photo' | 'achievement'> & {
  memberId: number;
};

/** A test with its answer key (03 §3 Test). Option ids are unique across the store. */
export interface TestRecord {
  id: number;
  author: string;
  title: string;
  createdAt: string;
  questions: {
    id: number;
    title: string;
    isFreeText: boolean;
    /** Index into options; -1 for free text. */
    correctOptionIndex: number;
    options: { id: number; text: string }[];
  }[];
}

/** A submitted test of an agent, answered per question (03 §3 Agent test). */
export interface AgentTestRecord {
  id: number;
  examId: number;
  testId: number;
  nick: string;
  createdAt: string;
  result: Schemas['TestResult'] | null;
  answers: { questionId: number; selectedOptionId: number | null; textAnswer: string | null }[];
}

/** A DEA home check as stored: EXPIRED is derived on read from allowedAt (03 §4). */
export type HomeCheckRecord = Schemas['HomeCheck'];

/**
 * One stored event of a record's history (issue 26): the contract's event with the record it
 * belongs to. Seeded records keep none until their first change (history/seed.ts derives them).
 */
export type HistoryEventRecord = Schemas['RecordEvent'] & { kind: RecordKind; recordId: number };

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
  investigations: InvestigationRecord[];
  ibInvestigations: InvestigationRecord[];
  raports: Schemas['Raport'][];
  ibReports: Schemas['IbReport'][];
  mostWanted: Schemas['MostWanted'][];
  dossiers: Schemas['Dossier'][];
  acts: Schemas['Act'][];
  punishments: Schemas['Punishment'][];
  blacklist: Schemas['BlacklistEntry'][];
  orders: Schemas['Order'][];
  office: Schemas['OfficeRequest'][];
  inactivity: Schemas['Inactivity'][];
  nationalSecurity: Schemas['NationalSecurityReport'][];
  protocols: Schemas['Protocol'][];
  profiles: ProfileRecord[];
  academyTemplates: Schemas['AcademyTemplate'][];
  exams: Schemas['AcademyExam'][];
  tests: TestRecord[];
  agentTests: AgentTestRecord[];
  labRequests: Schemas['LabRequest'][];
  suspects: Schemas['Suspect'][];
  homeChecks: HomeCheckRecord[];
  deaReports: Schemas['DeaReport'][];
  deaChecks: Schemas['DeaCheck'][];
  history: HistoryEventRecord[];
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
  'investigations',
  'ibInvestigations',
  'raports',
  'ibReports',
  'mostWanted',
  'dossiers',
  'acts',
  'punishments',
  'blacklist',
  'orders',
  'office',
  'inactivity',
  'nationalSecurity',
  'protocols',
  'profiles',
  'academyTemplates',
  'exams',
  'tests',
  'agentTests',
  'labRequests',
  'suspects',
  'homeChecks',
  'deaReports',
  'deaChecks',
  'history',
] as const satisfies readonly CollectionName[];

/** Compile-time check that {@link COLLECTIONS} names every collection (a new one must be added). */
export type MissingCollections = Exclude<CollectionName, (typeof COLLECTIONS)[number]>;
const everyCollectionListed: MissingCollections extends never ? true : never = true;
void everyCollectionListed;
