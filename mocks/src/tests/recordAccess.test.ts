// @vitest-environment node
/**
 * Record-level access, table-driven over every demo account (the 28 roles, the Дежурный trainee,
 * a logged-in visitor `user` and a caller without a token): the HR profile by the target's roster
 * table (01 §6 HR dropdown, 02 §2.11), edits of another author's record (01 §6, 02 §6), and the
 * fields each list answers (02 §2.5, §2.6, §2.8, §6; 03 §2, §3, §6). The expected tables restate the spec
 * here rather than import the domain's, so a wrong rule in the domain fails them.
 */
import { describe, expect, it } from 'vitest';
import {
  ROLES,
  ROSTER_GROUP_IDS,
  USER_ROLE,
  mapServerRoles,
  rosterGroupOf,
  type Role,
  type RosterGroupId,
} from '@fbi/domain';
import { createTools, first, nickOf } from './contract/tools.ts';
import { client, setupMockServer, type ApiClient } from './harness.ts';
import { MACHINE_CALLS } from './machineCalls.ts';
import type { Stateful } from './transitions.ts';
import { toServerRole } from '../store/roles.ts';
import { DEMO_PASSWORD, DUTY_TRAINEE_USERNAME } from '../store/seed/staff.ts';

const { server } = setupMockServer();
const tools = createTools(server.store);
const store = server.store;

// A visitor without staff roles logs in as `user` (01 §6 default role).
const visitor = { ...structuredClone(first(store.data.members, () => true, 'member')) };
visitor.id = store.nextId();
Object.assign(visitor, { nick: 'Public_Visitor', roles: [toServerRole(USER_ROLE)] });
store.data.members.push(visitor);
store.data.accounts.push({ username: USER_ROLE, password: DEMO_PASSWORD, memberId: visitor.id });

/** Every caller: the demo accounts by username, then `anonymous` (no token). */
const ACCOUNTS: readonly string[] = [...ROLES, DUTY_TRAINEE_USERNAME, USER_ROLE];
const ANONYMOUS = 'anonymous';
const CALLERS: readonly string[] = [...ACCOUNTS, ANONYMOUS];

/** The roles of a caller, as the server maps them (the Дежурный trainee is a trainee). */
function rolesOf(username: string): readonly Role[] {
  if (username === ANONYMOUS) return [USER_ROLE];
  const account = first(store.data.accounts, (a) => a.username === username, username);
  const member = first(store.data.members, (m) => m.id === account.memberId, username);
  return mapServerRoles(member.roles);
}

const api = async (username: string): Promise<ApiClient> =>
  username === ANONYMOUS ? client() : tools.as(username);

// ---------------------------------------------------------------- HR profile (01 §6, 02 §2.11)

const HR = ['hr_inspector', 'deputy_director', 'director'] as const;
/** 01 §6 "HR dropdown: hr_inspector, deputy_director, director on inspector/leadership tables; plus auditor on CID/DEA/National Academy tables"; the director's office: nobody. */
const HR_TABLES: Record<RosterGroupId, readonly Role[]> = {
  directorOffice: [],
  inspectors: HR,
  leadership: HR,
  cid: [...HR, 'auditor'],
  dea: [...HR, 'auditor'],
  academy: [...HR, 'auditor'],
};

/**
 * A member of each roster table that no demo account logs in as (never the caller): a copy of
 * the table's first member under a nick of its own.
 */
const TARGETS = ROSTER_GROUP_IDS.map((group, i) => {
  const model = first(store.data.members, (m) => rosterGroupOf(m) === group, `${group} member`);
  const target = {
    ...structuredClone(model),
    id: store.nextId(),
    nick: `Table_Target${'abcdef'[i]}`,
  };
  store.data.members.push(target);
  return [group, target.nick] as const;
});

describe('HR profile by the target roster table (01 §6 HR dropdown, 02 §2.11)', () => {
  it.each(CALLERS)('%s reads and edits exactly the tables 01 §6 gives its roles', async (who) => {
    const caller = await api(who);
    const roles = rolesOf(who);
    const wrong: string[] = [];
    for (const [group, nick] of TARGETS) {
      const allowed = roles.some((r) => HR_TABLES[group].includes(r));
      const expected = who === ANONYMOUS ? 401 : allowed ? 200 : 403;
      const path = { params: { path: { nick } } };
      const answers = {
        read: (await caller.GET('/api/v1/profile/nick/{nick}', path)).response.status,
        edit: (
          await caller.PUT('/api/v1/profile/qualities/nick/{nick}', {
            ...path,
            body: { qualities: 'Честность' },
          })
        ).response.status,
        audit: (await caller.GET('/api/v1/audit/nick/{nick}', path)).response.status,
      };
      for (const [call, status] of Object.entries(answers))
        if (status !== expected) wrong.push(`${call} ${group}: ${status}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});

// ------------------------------------------------- another author's record (01 §6, 02 §6)

/**
 * The edits that belong to the author, with the roles that edit anyone's record (01 §6 "MW
 * create/edit: general_counsel"; "Raport edit: …, deputy_director, director"; "IB report … edit:
 * secret_intelligence_agent"; "Dossier edit: secret_intelligence_agent who is not a head"; 02 §6
 * "Edit a national security report: a pure advisor").
 */
const AUTHORED_EDITS: Record<string, readonly Role[]> = {
  'MW edit': ['general_counsel'],
  'raport edit': ['deputy_director', 'director'],
  'ibReport edit': [],
  'dossier edit': [],
  'NS edit': [],
};

describe('an edit of another author’s record is 403 unless a role edits any (01 §6, 02 §6)', () => {
  it.each(Object.entries(AUTHORED_EDITS))('%s', async (name, editAny) => {
    const call = first(MACHINE_CALLS, (c) => c.name === name, name);
    const list = store.data[call.collection] as unknown as Stateful[];
    const model = first(list, () => true, call.collection);
    const wrong: string[] = [];
    for (const who of ACCOUNTS) {
      const roles = rolesOf(who);
      // NEED_IMPROVE: the status every one of these machines edits from (01 §4, 02 §4).
      const record: Stateful = {
        ...structuredClone(model),
        id: store.nextId(),
        status: 'NEED_IMPROVE',
        author: 'Other_Author',
      };
      list.push(record);
      const { response } = await call.invoke(await tools.as(who), record.id);
      const allowed =
        call.portal(roles, 'NEED_IMPROVE', {}) && roles.some((r) => editAny.includes(r));
      if (response.status < 300 !== allowed) wrong.push(`${who}: ${response.status}`);
      else if (!allowed && response.status !== 403) wrong.push(`${who}: ${response.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the author edits their own national security report (02 §6 a pure advisor)', async () => {
    const model = first(store.data.nationalSecurity, () => true, 'NS report');
    const own = {
      ...structuredClone(model),
      id: store.nextId(),
      status: 'NEED_IMPROVE' as const,
      author: nickOf(store, 'national_security_advisor'),
    };
    store.data.nationalSecurity.push(own);
    const advisor = await tools.as('national_security_advisor');
    const { response } = await advisor.PUT('/api/v1/national-security/{id}/update', {
      params: { path: { id: own.id } },
      body: { faction: 'EMS', description: 'Исправлено', mark: 4 },
    });
    expect(response.status).toBe(200);
    expect(own.status).toBe('ON_INSPECTOR_CHECK');
  });
});

// ------------------------------------------------ fields each list answers (02 §6, 03 §2, §6)

/** 03 §2 /laboratory columns (creation date, author, approver, comment, status) and the id. */
const LAB_PUBLIC = ['approver', 'comment', 'createdAt', 'id', 'nick', 'status'];
/** 03 §6 "Laboratory detail and actions". */
const LAB_FULL: readonly Role[] = [
  'criminalist',
  'head_scientific_technical_department',
  'hr_inspector',
  'national_security_inspector',
  'professional_standards_inspector',
  'deputy_director',
  'director',
];
/** 02 §2.8 columns (author, faction, mark, created date, status) and the id. */
const NS_PUBLIC = ['author', 'createdAt', 'faction', 'id', 'mark', 'status'];
/** 02 §6 "Open national security rows: advisor, inspector, deputy_director, director". */
const NS_FULL: readonly Role[] = [
  'national_security_advisor',
  'national_security_inspector',
  'deputy_director',
  'director',
];
/** 02 §2.6 columns (created date, author, approver, comment, status, access level) and the id. */
const OFFICE_PUBLIC = ['approver', 'author', 'comment', 'createdAt', 'id', 'level', 'status'];
/** 02 §6 "Office access rows and actions". */
const OFFICE_FULL: readonly Role[] = [
  'head_internal_security_department',
  'deputy_director',
  'director',
];
/** 02 §2.5 columns (created date, author, approver, comment, status) and the id. */
const ORDER_PUBLIC = ['approver', 'author', 'comment', 'createdAt', 'id', 'status'];
/** 02 §6 "Approve or decline non-approved orders". */
const ORDER_FULL: readonly Role[] = ['general_counsel', 'deputy_director', 'director'];
/** 03 §2 /db-public: date, initiator nick, offender nick, status (and the id). */
const SUSPECT_PUBLIC = ['author', 'createdAt', 'id', 'nick', 'status'];
/** 03 §3 "Public most wanted entry: id, nick, photo, mainViolation, status". */
const MW_PUBLIC = ['id', 'mainViolation', 'nick', 'photo', 'status'];

/** Fields no public answer may carry: proof links, lab ids, comments of a view modal, details. */
const NEVER_PUBLIC = [
  'proves',
  'firstArrestProve',
  'laboratoryId',
  'description',
  'objects',
  'passport',
  'operationType',
];

/** The distinct field sets of a list's rows, each sorted. */
const fieldSets = (rows: readonly object[]) => [
  ...new Set(rows.map((r) => Object.keys(r).sort().join(','))),
];

/** What a caller's answer must be: the public field set, or the whole records (`whole`). */
type Expected = { fields: readonly string[] } | 'whole' | number;

const LISTS: readonly {
  name: string;
  expected: (roles: readonly Role[], anonymous: boolean) => Expected;
  rows: (api: ApiClient) => Promise<{ status: number; rows: readonly object[] }>;
}[] = [
  {
    name: 'GET /laboratory/all',
    expected: (roles) =>
      roles.some((r) => LAB_FULL.includes(r)) ? 'whole' : { fields: LAB_PUBLIC },
    rows: async (c) => {
      const { data, response } = await c.GET('/api/v1/laboratory/all', {
        params: { query: { size: 100 } },
      });
      return { status: response.status, rows: data?.items ?? [] };
    },
  },
  {
    name: 'GET /national-security/all',
    expected: (roles) => (roles.some((r) => NS_FULL.includes(r)) ? 'whole' : { fields: NS_PUBLIC }),
    rows: async (c) => {
      const { data, response } = await c.GET('/api/v1/national-security/all');
      return { status: response.status, rows: data ?? [] };
    },
  },
  {
    name: 'GET /office/all',
    expected: (roles) =>
      roles.some((r) => OFFICE_FULL.includes(r)) ? 'whole' : { fields: OFFICE_PUBLIC },
    rows: async (c) => {
      const { data, response } = await c.GET('/api/v1/office/all');
      return { status: response.status, rows: data ?? [] };
    },
  },
  {
    name: 'GET /order/all',
    expected: (roles) =>
      roles.some((r) => ORDER_FULL.includes(r)) ? 'whole' : { fields: ORDER_PUBLIC },
    rows: async (c) => {
      const { data, response } = await c.GET('/api/v1/order/all');
      return { status: response.status, rows: data ?? [] };
    },
  },
  {
    name: 'GET /suspect/all/public',
    expected: () => ({ fields: SUSPECT_PUBLIC }),
    rows: async (c) => {
      const { data, response } = await c.GET('/api/v1/suspect/all/public', {
        params: { query: { size: 100 } },
      });
      return { status: response.status, rows: data?.items ?? [] };
    },
  },
  {
    name: 'GET /suspect/all',
    // 03 §6 "Suspects database (/db): any holder of a role other than user".
    expected: (roles, anonymous) =>
      anonymous ? 401 : roles.every((r) => r === USER_ROLE) ? 403 : 'whole',
    rows: async (c) => {
      const { data, response } = await c.GET('/api/v1/suspect/all', {
        params: { query: { size: 100 } },
      });
      return { status: response.status, rows: data?.items ?? [] };
    },
  },
  {
    name: 'GET /most-wanted/all/public',
    expected: () => ({ fields: MW_PUBLIC }),
    rows: async (c) => {
      const { data, response } = await c.GET('/api/v1/most-wanted/all/public');
      return { status: response.status, rows: data ?? [] };
    },
  },
];

describe.each(LISTS.map((l) => [l.name, l] as const))(
  '%s answers what the role may read',
  (_n, list) => {
    it.each(CALLERS)('%s', async (who) => {
      const expected = list.expected(rolesOf(who), who === ANONYMOUS);
      const { status, rows } = await list.rows(await api(who));
      if (typeof expected === 'number') {
        expect(status).toBe(expected);
        return;
      }
      expect(status).toBe(200);
      expect(rows.length).toBeGreaterThan(0);
      if (expected === 'whole') {
        // A whole record carries more than the public columns (its proof link, description, …).
        expect(rows.every((r) => NEVER_PUBLIC.some((f) => f in r))).toBe(true);
        return;
      }
      expect(fieldSets(rows)).toEqual([[...expected.fields].sort().join(',')]);
      for (const field of NEVER_PUBLIC)
        expect(
          rows.some((r) => field in r),
          field,
        ).toBe(false);
    });
  },
);
