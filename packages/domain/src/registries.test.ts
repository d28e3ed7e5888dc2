import { describe, expect, it } from 'vitest';
import { readableRegistries } from './registries.ts';
import { ROLES, type Role } from './roles.ts';

describe('readableRegistries (issue 12)', () => {
  it('gives a public user nothing', () => {
    expect(readableRegistries(['user'], null)).toEqual([]);
  });

  it('gives the director every registry about people', () => {
    expect(readableRegistries(['director'], null)).toEqual([
      'mostWanted',
      'intelligence',
      'team',
      'suspects',
      'laboratory',
      'homeChecks',
      'punishments',
      'acts',
      'blacklist',
    ]);
  });

  it('leaves dossiers to the IB roles only (01 §6 "Dossier open")', () => {
    const ib: Role[] = [
      'secret_intelligence_agent',
      'head_intelligence',
      'deputy_director',
      'director',
    ];
    for (const role of ROLES)
      expect(readableRegistries([role], null).includes('intelligence'), role).toBe(
        ib.includes(role),
      );
  });

  it('gives agent_cid the staff registries but no dossiers', () => {
    const registries = readableRegistries(['agent_cid'], null);
    expect(registries).toContain('mostWanted');
    expect(registries).toContain('acts');
    expect(registries).not.toContain('intelligence');
  });

  it('gives a reduced trainee no MW reports (01 §2: no CID group)', () => {
    expect(readableRegistries(['national_academy_trainee'], null)).not.toContain('mostWanted');
  });
});
