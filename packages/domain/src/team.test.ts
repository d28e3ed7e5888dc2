// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildOrgChart } from './orgChart.ts';
import {
  canOpenRosterRow,
  canUseHrMenu,
  cardLabels,
  displayNameOnCard,
  newAgentRoles,
  ROSTER_GROUPS,
  rosterGroupOf,
  rosterTables,
  type TeamMember,
} from './team.ts';

let nextId = 1;
const member = (over: Partial<TeamMember>): TeamMember => ({
  id: nextId++,
  nick: `Agent_N${nextId}`,
  rang: 'Агент',
  position: null,
  direction: null,
  agentNo: null,
  vkLink: null,
  photo: null,
  roles: [],
  incomingDate: null,
  promotionDate: null,
  nextPromotionDate: null,
  warnings: 0,
  reprimands: 0,
  ...over,
});

describe('roster (01 §2, §6)', () => {
  it('six tables in order', () => {
    expect(ROSTER_GROUPS.map((g) => g.title)).toEqual([
      'Офис директора',
      'Инспекторы',
      'Руководство',
      'CID',
      'DEA',
      'Национальная академия',
    ]);
  });
  it('membership by rank then direction', () => {
    expect(rosterGroupOf(member({ rang: 'Директор' }))).toBe('directorOffice');
    expect(rosterGroupOf(member({ rang: 'Заместитель директора' }))).toBe('directorOffice');
    expect(rosterGroupOf(member({ rang: 'Инспектор по кадрам' }))).toBe('inspectors');
    expect(rosterGroupOf(member({ rang: 'Глава CID', direction: 'CID' }))).toBe('leadership');
    expect(rosterGroupOf(member({ rang: 'Старший агент', position: 'Глава HRT' }))).toBe(
      'leadership',
    );
    expect(rosterGroupOf(member({ rang: 'Стажёр', direction: 'CID' }))).toBe('academy');
    expect(rosterGroupOf(member({ rang: 'Дежурный' }))).toBe('academy');
    expect(rosterGroupOf(member({ rang: 'Агент', direction: 'DEA' }))).toBe('dea');
    expect(rosterGroupOf(member({ rang: 'Агент', direction: 'CID' }))).toBe('cid');
    expect(rosterGroupOf(member({ rang: 'Младший агент' }))).toBe('academy');
    expect(rosterGroupOf(member({ rang: 'Секретный агент' }))).toBe('cid');
  });
  it('rosterTables sorts by rank desc', () => {
    const a = member({ rang: 'Агент', direction: 'CID', nick: 'B_B' });
    const b = member({ rang: 'Старший агент', direction: 'CID', nick: 'A_A' });
    const cid = rosterTables([a, b]).find((t) => t.id === 'cid');
    expect(cid?.members.map((m) => m.nick)).toEqual(['A_A', 'B_B']);
  });
  it('row openers per table', () => {
    expect(canOpenRosterRow('directorOffice', ['office_manager'])).toBe(true);
    expect(canOpenRosterRow('directorOffice', ['hr_inspector'])).toBe(false);
    expect(canOpenRosterRow('inspectors', ['hr_inspector'])).toBe(true);
    expect(canOpenRosterRow('inspectors', ['national_security_inspector'])).toBe(false);
    expect(canOpenRosterRow('leadership', ['professional_standards_inspector'])).toBe(true);
    expect(canOpenRosterRow('leadership', ['head_cid'])).toBe(false);
    expect(canOpenRosterRow('cid', ['head_cid'])).toBe(true);
    expect(canOpenRosterRow('cid', ['head_dea'])).toBe(false);
    expect(canOpenRosterRow('dea', ['head_dea'])).toBe(true);
    expect(canOpenRosterRow('academy', ['head_national_academy'])).toBe(true);
    expect(canOpenRosterRow('academy', ['head_cid'])).toBe(true);
    expect(canOpenRosterRow('academy', ['agent_cid'])).toBe(false);
  });
  it('HR dropdown', () => {
    expect(canUseHrMenu('inspectors', ['hr_inspector'])).toBe(true);
    expect(canUseHrMenu('leadership', ['auditor'])).toBe(false);
    expect(canUseHrMenu('cid', ['auditor'])).toBe(true);
    expect(canUseHrMenu('academy', ['auditor'])).toBe(true);
    expect(canUseHrMenu('directorOffice', ['director'])).toBe(false);
  });
});

describe('cards (01 §2 Home page)', () => {
  it('agentNo instead of nick for hidden identities', () => {
    expect(
      displayNameOnCard(member({ nick: 'A_B', rang: 'Секретный агент', agentNo: '007' })),
    ).toBe('007');
    expect(
      displayNameOnCard(member({ nick: 'A_B', position: 'Криминалист', agentNo: '101' })),
    ).toBe('101');
    expect(
      displayNameOnCard(
        member({ nick: 'A_B', position: 'Советник по национальной безопасности', agentNo: '5' }),
      ),
    ).toBe('5');
    expect(
      displayNameOnCard(member({ nick: 'A_B', roles: ['ROLE_CRIMINALIST'], agentNo: '9' })),
    ).toBe('9');
    expect(displayNameOnCard(member({ nick: 'A_B', rang: 'Секретный агент' }))).toBe('—');
    expect(displayNameOnCard(member({ nick: 'A_B', agentNo: '1' }))).toBe('A_B');
  });
  it('labels', () => {
    expect(cardLabels(member({ rang: 'Агент', position: 'Арбитр' }))).toEqual(['Агент', 'Арбитр']);
    expect(cardLabels(member({ rang: 'Агент', position: 'Не определено' }))).toEqual(['Агент']);
  });
});

describe('buildOrgChart (01 §2 Home page)', () => {
  const director = member({ rang: 'Директор', nick: 'Dir_Ector' });
  const deputy = member({ rang: 'Заместитель директора', nick: 'Dep_Uty' });
  const inspectors = [1, 2, 3, 4].map((i) =>
    member({ rang: 'Инспектор по кадрам', nick: `In_S${i}` }),
  );
  const headDea = member({ rang: 'Глава DEA', nick: 'Dea_Head' });
  const hrt = member({ rang: 'Старший агент', position: 'Глава HRT', nick: 'Hrt_Head' });
  const headCid = member({ rang: 'Глава CID', nick: 'Cid_Head' });
  const headIb = member({ rang: 'Специальный агент', position: 'Глава разведки', nick: 'Ib_Head' });
  const secret = member({ rang: 'Секретный агент', nick: 'Sec_Ret' });
  const stb = member({ position: 'Глава STB', nick: 'Stb_Head' });
  const crim = member({ position: 'Криминалист', nick: 'Cri_Min' });
  const press = member({ position: 'Пресс-секретарь', nick: 'Pre_Ss' });
  const chart = buildOrgChart([
    secret,
    deputy,
    director,
    ...inspectors,
    headDea,
    hrt,
    headCid,
    headIb,
    crim,
    stb,
    press,
  ]);
  const dept = (id: string) => chart.find((d) => d.id === id);
  const nicks = (id: string) => dept(id)?.rows.map((r) => r.map((m) => m.nick));

  it('departments in order', () => {
    expect(chart.map((d) => d.id)).toEqual([
      'directorOffice',
      'inspection',
      'leadership',
      'ib',
      'isb',
      'nsb',
      'stb',
      'opr',
      'hrb',
      'ogc',
      'opa',
    ]);
    expect(chart.map((d) => d.title)[0]).toBe('Офис директора');
  });
  it('rows per rules', () => {
    expect(nicks('directorOffice')).toEqual([['Dir_Ector'], ['Dep_Uty']]);
    expect(nicks('inspection')).toEqual([['In_S1', 'In_S2', 'In_S3']]);
    expect(nicks('leadership')).toEqual([['Cid_Head', 'Hrt_Head', 'Dea_Head']]);
    expect(nicks('ib')).toEqual([['Ib_Head'], ['Sec_Ret']]);
    expect(nicks('stb')).toEqual([['Stb_Head'], ['Cri_Min']]);
    expect(nicks('opa')).toEqual([['Pre_Ss']]);
    expect(nicks('isb')).toEqual([]);
  });
});

describe('newAgentRoles (the roles the server gives a new agent)', () => {
  it('takes the role of the rank, else of the direction, plus the role of the post', () => {
    expect(newAgentRoles('Глава CID', 'CID', null)).toEqual(['head_cid']);
    expect(newAgentRoles('Младший агент', 'DEA', null)).toEqual(['junior_agent_dea']);
    expect(newAgentRoles('Старший агент', 'CID', 'Криминалист')).toEqual([
      'agent_cid',
      'criminalist',
    ]);
    expect(newAgentRoles('Дежурный', 'CID', null)).toEqual(['national_academy_trainee']);
  });

  it('gives a trainee role when neither rank, direction nor post gives one', () => {
    expect(newAgentRoles('Старший агент', null, 'Не определено')).toEqual([
      'national_academy_trainee',
    ]);
    expect(newAgentRoles('constructor', null, 'toString')).toEqual(['national_academy_trainee']);
  });
});
