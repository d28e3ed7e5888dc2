// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type PermissionId } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

const allowed = (p: PermissionId) => [...PERMISSIONS[p]].sort();
const sorted = (r: Role[]) => [...r].sort();

describe('PERMISSIONS table (§6 of 01, 02, 03)', () => {
  it.each<[PermissionId, Role[]]>([
    [
      'createAgent',
      [
        'hr_inspector',
        'professional_standards_inspector',
        'national_security_inspector',
        'head_national_academy',
        'office_manager',
        'deputy_director',
        'director',
      ],
    ],
    [
      'fileRaport',
      [
        'junior_agent_cid',
        'junior_agent_dea',
        'agent_cid',
        'agent_dea',
        'head_cid',
        'head_dea',
        'deputy_director',
        'director',
      ],
    ],
    ['manageInvestigation', ['head_cid', 'head_dea', 'deputy_director', 'director']],
    ['manageIbInvestigation', ['head_intelligence', 'deputy_director', 'director']],
    ['seeIb', ['secret_intelligence_agent', 'head_intelligence', 'deputy_director', 'director']],
    ['pressArticles', ['press_secretary', 'deputy_director', 'director']],
    ['deleteNews', ['press_secretary', 'deputy_director', 'director']],
    ['mwReview', ['head_cid', 'head_national_academy', 'deputy_director', 'director']],
    ['raportReview', ['head_cid', 'head_dea', 'deputy_director', 'director']],
    ['dossierReview', ['head_intelligence', 'deputy_director', 'director']],
    ['dossierDirectorComment', ['director']],
    ['editAgentRoles', ['director']],
    [
      'openActRows',
      [
        'professional_standards_inspector',
        'head_dea',
        'head_cid',
        'national_security_inspector',
        'office_manager',
        'hr_inspector',
        'deputy_director',
        'director',
      ],
    ],
    ['decideAct', ['deputy_director', 'director', 'professional_standards_inspector']],
    ['fileTribunalAct', ['professional_standards_inspector', 'deputy_director', 'director']],
    [
      'addPunishment',
      [
        'head_dea',
        'head_cid',
        'hr_inspector',
        'national_security_inspector',
        'professional_standards_inspector',
        'deputy_director',
        'director',
      ],
    ],
    ['editPunishmentRegistry', ['professional_standards_inspector', 'deputy_director', 'director']],
    ['manageBlacklist', ['deputy_director', 'director', 'professional_standards_inspector']],
    ['decideOrder', ['general_counsel', 'deputy_director', 'director']],
    ['officeActions', ['head_internal_security_department', 'deputy_director', 'director']],
    ['decideInactivity', ['hr_inspector', 'deputy_director', 'director']],
    [
      'fileNationalSecurity',
      ['national_security_advisor', 'national_security_inspector', 'deputy_director', 'director'],
    ],
    ['decideNationalSecurity', ['national_security_inspector', 'deputy_director', 'director']],
    [
      'protocols',
      [
        'head_dea',
        'head_cid',
        'hr_inspector',
        'national_security_inspector',
        'professional_standards_inspector',
        'head_internal_security_department',
        'deputy_director',
        'director',
      ],
    ],
    ['deleteAudit', ['hr_inspector', 'deputy_director', 'director']],
    ['academyTemplates', ['director']],
    ['academyExamsEdit', ['head_national_academy', 'deputy_director', 'director']],
    [
      'laboratoryActions',
      [
        'criminalist',
        'head_scientific_technical_department',
        'hr_inspector',
        'national_security_inspector',
        'professional_standards_inspector',
        'deputy_director',
        'director',
      ],
    ],
    [
      'deaHomeOpen',
      [
        'junior_agent_dea',
        'agent_dea',
        'professional_standards_inspector',
        'head_dea',
        'national_security_inspector',
        'hr_inspector',
        'deputy_director',
        'director',
      ],
    ],
    [
      'deaHomeDecide',
      [
        'head_dea',
        'professional_standards_inspector',
        'national_security_inspector',
        'hr_inspector',
        'deputy_director',
        'director',
      ],
    ],
    [
      'deaHomeRequest',
      [
        'junior_agent_dea',
        'agent_dea',
        'head_dea',
        'professional_standards_inspector',
        'national_security_inspector',
        'hr_inspector',
        'deputy_director',
        'director',
      ],
    ],
    [
      'deaCheckEdit',
      [
        'head_dea',
        'hr_inspector',
        'national_security_inspector',
        'professional_standards_inspector',
        'deputy_director',
        'director',
      ],
    ],
    [
      'deaReportsOpen',
      [
        'junior_agent_dea',
        'agent_dea',
        'head_dea',
        'hr_inspector',
        'national_security_inspector',
        'professional_standards_inspector',
        'deputy_director',
        'director',
      ],
    ],
  ])('%s', (permission, roles) => {
    expect(allowed(permission)).toEqual(sorted(roles));
  });

  it('"any non-user" permissions hold every staff role and not user', () => {
    for (const p of ['mwArrest', 'mwOpen', 'raportOpen', 'suspectsDb', 'profile'] as const) {
      expect(allowed(p)).toEqual([...ROLES].sort());
      expect(can(p, ['user'])).toBe(false);
    }
  });

  it('can()', () => {
    expect(can('deleteAudit', ['agent_cid', 'hr_inspector'])).toBe(true);
    expect(can('deleteAudit', ['agent_cid'])).toBe(false);
    expect(can('deleteAudit', [])).toBe(false);
    expect(can('requestOrder', ['user'])).toBe(true);
  });
});
