// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GUARDED_PATHS,
  isRouteAllowed,
  MODAL_IDS,
  MODAL_TITLES,
  normalizePath,
  ROUTES,
  routeTitle,
  sidebarGroups,
  type SidebarGroup,
} from './navigation.ts';
import type { Role } from './roles.ts';

const links = (groups: SidebarGroup[]) =>
  groups.flatMap((g) => g.items.flatMap((i) => (i.kind === 'link' ? [i.to] : [])));
const modals = (groups: SidebarGroup[]) =>
  groups.flatMap((g) => g.items.flatMap((i) => (i.kind === 'modal' ? [i.modal] : [])));
const groupIds = (groups: SidebarGroup[]) => groups.map((g) => g.id);
const find = (groups: SidebarGroup[], id: string) => groups.find((g) => g.id === id);

describe('routes and guard (01 §2)', () => {
  it('has the 30 routes and 21 guarded paths of 01 §2, and /person (issue 25), guarded', () => {
    expect(ROUTES).toHaveLength(31);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(31);
    expect(GUARDED_PATHS).toHaveLength(22);
    expect(ROUTES.at(-1)?.path).toBe('/person');
    expect(GUARDED_PATHS.at(-1)).toBe('/person');
    expect(routeTitle('/team')).toBe('Состав');
    expect(routeTitle('/most-wanted')).toBe('Рапорты MW');
    expect(routeTitle('/nope')).toBeNull();
  });
  it('public users are kept out of guarded paths only', () => {
    for (const p of GUARDED_PATHS) {
      expect(isRouteAllowed(p, ['user'])).toBe(false);
      expect(isRouteAllowed(p, ['national_academy_trainee'])).toBe(true);
    }
    for (const p of [
      '/',
      '/investigations',
      '/blacklist',
      '/orders',
      '/national-security',
      '/office',
      '/suspects',
      '/laboratory',
      '/db-public',
    ]) {
      expect(isRouteAllowed(p, ['user'])).toBe(true);
    }
    expect(isRouteAllowed('/team/?x=1', ['user'])).toBe(false);
    expect(isRouteAllowed('/unknown', ['director'])).toBe(false);
    expect(normalizePath('/team/?a#b')).toBe('/team');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('sidebarGroups (01 §2)', () => {
  it('public variant: only public pages of 01 §1', () => {
    const g = sidebarGroups(['user'], null);
    const publicPages = [
      '/orders',
      '/office',
      '/db-public',
      '/laboratory',
      '/suspects',
      '/investigations',
      '/blacklist',
      '/national-security',
    ];
    expect(links(g).sort()).toEqual(publicPages.sort());
    for (const l of links(g)) expect(isRouteAllowed(l, ['user'])).toBe(true);
    expect(modals(g)).not.toContain('mwReport');
    expect(modals(g)).not.toContain('createAgent');
  });

  it('staff group order follows the spec', () => {
    expect(groupIds(sidebarGroups(['director'], 'Директор'))).toEqual([
      'orders',
      'office',
      'criminalDb',
      'lab',
      'cid',
      'ib',
      'team',
      'investigations',
      'dea',
      'standards',
      'nationalSecurity',
      'academy',
    ]);
  });

  it('MW entry title for creators and others', () => {
    const agent = find(sidebarGroups(['agent_cid'], 'Агент'), 'cid');
    expect(agent?.items[0]).toEqual({ kind: 'link', to: '/most-wanted', title: 'Мои рапорты MW' });
    expect(agent?.items.some((i) => i.kind === 'modal' && i.modal === 'mwReport')).toBe(true);
    const head = find(sidebarGroups(['head_cid'], 'Глава CID'), 'cid');
    expect(head?.items[0]).toEqual({ kind: 'link', to: '/most-wanted', title: 'Рапорты MW' });
    expect(head?.items.some((i) => i.kind === 'modal')).toBe(false);
  });

  it('IB group only for IB roles; "Мои рапорты" for secret agents', () => {
    expect(find(sidebarGroups(['agent_cid'], 'Агент'), 'ib')).toBeUndefined();
    const sa = find(sidebarGroups(['secret_intelligence_agent'], 'Секретный агент'), 'ib');
    expect(sa?.items[0]).toMatchObject({ to: '/intelligence', title: 'Мои рапорты' });
    expect(sa?.items.map((i) => (i.kind === 'link' ? i.to : i.modal))).toEqual([
      '/intelligence',
      '/ib-raports',
      '/ib-investigations',
      'ibDossier',
      'ibRaport',
    ]);
    const head = find(sidebarGroups(['head_intelligence'], 'Агент'), 'ib');
    expect(head?.items[0]).toMatchObject({ title: 'Досье' });
    const both = find(
      sidebarGroups(['secret_intelligence_agent', 'head_intelligence'], 'Агент'),
      'ib',
    );
    expect(both?.items[0]).toMatchObject({ to: '/intelligence', title: 'Мои рапорты' });
    expect(modals(head ? [head] : [])).toContain('startIbInvestigation');
  });

  it('reduced trainees lose CID and investigations; Дежурный keeps them', () => {
    const reduced = groupIds(sidebarGroups(['national_academy_trainee'], 'Стажёр'));
    expect(reduced).not.toContain('cid');
    expect(reduced).not.toContain('investigations');
    expect(reduced).toContain('academy');
    const duty = groupIds(sidebarGroups(['national_academy_trainee'], 'Дежурный'));
    expect(duty).toContain('cid');
    expect(duty).toContain('investigations');
  });

  it('protocol entries follow the active protocol (02 §2.10)', () => {
    const protocolModals = (active?: boolean) =>
      modals(sidebarGroups(['director'], 'Директор', active)).filter((m) =>
        m.startsWith('protocol'),
      );
    expect(protocolModals(true)).toEqual(['protocolDeactivate']);
    expect(protocolModals(false)).toEqual(['protocolActivate']);
    expect(protocolModals()).toEqual(['protocolActivate', 'protocolDeactivate']);
  });

  it('creation modals only for roles that may file them', () => {
    const agent = modals(sidebarGroups(['agent_cid'], 'Агент'));
    expect(agent).toContain('raport');
    expect(agent).not.toContain('startInvestigation');
    expect(agent).not.toContain('createAgent');
    expect(agent).not.toContain('tribunalAct');
    expect(agent).not.toContain('protocolActivate');
    const director = modals(sidebarGroups(['director'], 'Директор'));
    for (const m of [
      'createAgent',
      'raport',
      'startInvestigation',
      'endInvestigation',
      'tribunalAct',
      'punishment',
      'blacklist',
      'securityReport',
      'protocolActivate',
      'protocolDeactivate',
      'academyTemplate',
      'testCreation',
      'pressArticle',
      'deaHomeRequest',
      'warrantRules',
      'officeRequest',
      'labRequest',
      'firstArrest',
      'inactivity',
    ] as const) {
      expect(director).toContain(m);
    }
    const inTeam = find(sidebarGroups(['hr_inspector'], 'Инспектор по кадрам'), 'team');
    expect(inTeam?.items.some((i) => i.kind === 'modal' && i.modal === 'createAgent')).toBe(true);
  });

  it('every sidebar link exists and is allowed for the caller', () => {
    const roleSets: Role[][] = [['director'], ['agent_dea'], ['national_academy_trainee']];
    for (const roles of roleSets) {
      for (const l of links(sidebarGroups(roles, 'Агент')))
        expect(isRouteAllowed(l, roles)).toBe(true);
    }
  });

  it('every modal has a title', () => {
    expect(MODAL_IDS).toHaveLength(31);
    for (const m of MODAL_IDS) expect(MODAL_TITLES[m]).toMatch(/\S/);
  });
});
