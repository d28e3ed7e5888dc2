// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  hasAnyRole,
  isPublicUser,
  isReducedTrainee,
  isStaffRole,
  mapServerRole,
  mapServerRoles,
  ROLE_LABELS_RU,
  ROLES,
  toServerRoleName,
} from './roles.ts';

describe('ROLES', () => {
  it('lists the 28 staff roles in spec order', () => {
    expect(ROLES).toHaveLength(28);
    expect(ROLES[0]).toBe('super-admin');
    expect(ROLES[1]).toBe('admin');
    expect(ROLES[2]).toBe('national_academy_trainee');
    expect(ROLES.at(-2)).toBe('deputy_director');
    expect(ROLES.at(-1)).toBe('director');
    expect(new Set(ROLES).size).toBe(28);
  });

  it('has a Russian label for every role and user', () => {
    for (const r of [...ROLES, 'user' as const]) expect(ROLE_LABELS_RU[r]).toMatch(/[А-Яа-яЁё]/);
    expect(ROLE_LABELS_RU.director).toBe('Директор');
    expect(ROLE_LABELS_RU.deputy_director).toBe('Заместитель директора');
    expect(ROLE_LABELS_RU.user).toBe('Пользователь');
  });
});

describe('mapServerRoles', () => {
  it.each([
    ['ROLE_HEAD_CID', 'head_cid'],
    ['HEAD_CID', 'head_cid'],
    ['head_cid', 'head_cid'],
    ['SUPER_ADMIN', 'super-admin'],
    ['super-admin', 'super-admin'],
    ['ROLE_SUPER_ADMIN', 'super-admin'],
    ['role_director', 'director'],
    ['National_Academy_Trainee', 'national_academy_trainee'],
    ['ROLE_USER', 'user'],
  ])('maps %s to %s', (server, client) => {
    expect(mapServerRole(server)).toBe(client);
  });

  it('drops unknown names and duplicates, keeps order', () => {
    expect(mapServerRoles(['ROLE_DIRECTOR', 'ROLE_NOPE', 'director', 'HR_INSPECTOR'])).toEqual([
      'director',
      'hr_inspector',
    ]);
  });

  it('returns [user] for empty, null, undefined or only unknown', () => {
    expect(mapServerRoles([])).toEqual(['user']);
    expect(mapServerRoles(null)).toEqual(['user']);
    expect(mapServerRoles(undefined)).toEqual(['user']);
    expect(mapServerRoles(['ROLE_WHATEVER'])).toEqual(['user']);
    expect(mapServerRoles(['ROLE_USER'])).toEqual(['user']);
  });

  it('drops user when a staff role is present', () => {
    expect(mapServerRoles(['ROLE_USER', 'ROLE_AGENT_CID'])).toEqual(['agent_cid']);
  });
});

describe('role predicates', () => {
  it('isPublicUser only for user / nothing', () => {
    expect(isPublicUser(['user'])).toBe(true);
    expect(isPublicUser([])).toBe(true);
    expect(isPublicUser(['agent_cid'])).toBe(false);
    expect(isPublicUser(['user', 'director'])).toBe(false);
  });

  it('hasAnyRole', () => {
    expect(hasAnyRole(['agent_cid', 'arbiter'], ['arbiter'])).toBe(true);
    expect(hasAnyRole(['agent_cid'], ['director', 'deputy_director'])).toBe(false);
    expect(hasAnyRole([], ['director'])).toBe(false);
  });

  it('isReducedTrainee: trainee role and rank other than Дежурный', () => {
    expect(isReducedTrainee(['national_academy_trainee'], 'Стажёр')).toBe(true);
    expect(isReducedTrainee(['national_academy_trainee'], null)).toBe(true);
    expect(isReducedTrainee(['national_academy_trainee'], 'Дежурный')).toBe(false);
    expect(isReducedTrainee(['agent_cid'], 'Стажёр')).toBe(false);
  });

  it('isStaffRole', () => {
    expect(isStaffRole('director')).toBe(true);
    expect(isStaffRole('user')).toBe(false);
  });
});

describe('toServerRoleName', () => {
  it('writes the server form that mapServerRoles reads back, for every role', () => {
    expect(toServerRoleName('head_cid')).toBe('ROLE_HEAD_CID');
    expect(toServerRoleName('super-admin')).toBe('ROLE_SUPER_ADMIN');
    expect(mapServerRoles(ROLES.map(toServerRoleName))).toEqual([...ROLES]);
  });
});
