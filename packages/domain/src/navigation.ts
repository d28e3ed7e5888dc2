/**
 * Routes, the navigation guard and the sidebar.
 * Spec: 01 §1 (public pages), 01 §2 (routes, guard, sidebar groups, modal dialogs), 02 §2, 03 §2.
 */
import { can } from './permissions.ts';
import { isPublicUser, isReducedTrainee, type Role } from './roles.ts';

/** A route of the portal with its Russian page title (titles ours, 01 §2 gives none). */
export interface RouteInfo {
  path: string;
  title: string;
}

/**
 * The 30 routes of 01 §2 in the spec's order (none has parameters), then the routes that are ours:
 * /person, everything about one person (issue 25), whose `?nick=` names the person.
 */
export const ROUTES = [
  { path: '/', title: 'Главная' },
  { path: '/most-wanted', title: 'Рапорты MW' },
  { path: '/team', title: 'Состав' },
  { path: '/raports', title: 'Рапорты' },
  { path: '/ib-raports', title: 'Рапорты IB' },
  { path: '/investigations', title: 'Закрытые расследования' },
  { path: '/ib-investigations', title: 'Закрытые расследования IB' },
  { path: '/acts', title: 'Акты нарушений' },
  { path: '/blacklist', title: 'Государственный чёрный список' },
  { path: '/orders', title: 'Ордера' },
  { path: '/academy-templates', title: 'Шаблоны академии' },
  { path: '/academy', title: 'Национальная академия' },
  { path: '/intelligence', title: 'Разведка' },
  { path: '/punishments', title: 'Реестр наказаний' },
  { path: '/national-security', title: 'Национальная безопасность' },
  { path: '/inactive', title: 'Инактивы' },
  { path: '/office', title: 'Пропуска в офис' },
  { path: '/dea-home', title: 'Обыски жилищ DEA' },
  { path: '/dea-check', title: 'Проверки DEA' },
  { path: '/dea-report', title: 'Отчёты DEA' },
  { path: '/suspects', title: 'Most Wanted' },
  { path: '/stats', title: 'Статистика' },
  { path: '/profile', title: 'Профиль' },
  { path: '/hr-profile', title: 'Профиль сотрудника' },
  { path: '/laboratory', title: 'Криминалистическая лаборатория' },
  { path: '/db', title: 'Криминальная база данных' },
  { path: '/db-public', title: 'База данных' },
  { path: '/achievements', title: 'Достижения' },
  { path: '/tests', title: 'Тесты' },
  { path: '/agent-tests', title: 'Тесты агентов' },
  { path: '/person', title: 'Досье' },
] as const satisfies readonly RouteInfo[];

/** A route path. */
export type RoutePath = (typeof ROUTES)[number]['path'];

/**
 * Paths from which a public user (only `user`) is redirected to / (01 §2: exactly these 21), and
 * /person (issue 25: guarded as the staff routes are).
 */
export const GUARDED_PATHS = [
  '/most-wanted',
  '/team',
  '/raports',
  '/ib-raports',
  '/punishments',
  '/ib-investigations',
  '/acts',
  '/academy-templates',
  '/academy',
  '/intelligence',
  '/dea-home',
  '/dea-check',
  '/dea-report',
  '/stats',
  '/profile',
  '/hr-profile',
  '/achievements',
  '/inactive',
  '/db',
  '/tests',
  '/agent-tests',
  '/person',
] as const satisfies readonly RoutePath[];

/** Where a rejected navigation goes (01 §2). */
export const GUARD_REDIRECT = '/';

/** Path without query, hash and trailing slash ('/team/?a#b' → '/team'). */
export function normalizePath(path: string): string {
  const p = path.split(/[?#]/)[0] ?? '';
  const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p;
  return trimmed === '' ? '/' : trimmed;
}

/** Russian title of a route, or null for an unknown path. */
export function routeTitle(path: string): string | null {
  const p = normalizePath(path);
  return ROUTES.find((r) => r.path === p)?.title ?? null;
}

/**
 * Navigation guard (01 §2): false for an unknown path, and for a guarded path when the caller is
 * public (only `user`); true otherwise.
 */
export function isRouteAllowed(path: string, roles: readonly Role[]): boolean {
  const p = normalizePath(path);
  if (!ROUTES.some((r) => r.path === p)) return false;
  return !(isPublicUser(roles) && (GUARDED_PATHS as readonly string[]).includes(p));
}

/** Every creation/utility modal opened from the header and sidebar (01 §2 "Modal dialogs"). */
export type ModalId =
  | 'login'
  | 'createAgent'
  | 'agentCredentials'
  | 'raport'
  | 'ibRaport'
  | 'startInvestigation'
  | 'startIbInvestigation'
  | 'endInvestigation'
  | 'endIbInvestigation'
  | 'mwReport'
  | 'ibDossier'
  | 'warrantRules'
  | 'warrantRequest'
  | 'act'
  | 'tribunalAct'
  | 'blacklist'
  | 'academyTemplate'
  | 'testCreation'
  | 'punishment'
  | 'securityReport'
  | 'inactivity'
  | 'protocolActivate'
  | 'protocolDeactivate'
  | 'officeRequest'
  | 'deaHomeRequest'
  | 'deaReport'
  | 'labRequest'
  | 'labAddAnother'
  | 'firstArrest'
  | 'pressArticle'
  | 'userInfo';

/** All modal ids, in the order of 01 §2. */
export const MODAL_IDS = [
  'login',
  'createAgent',
  'agentCredentials',
  'raport',
  'ibRaport',
  'startInvestigation',
  'startIbInvestigation',
  'endInvestigation',
  'endIbInvestigation',
  'mwReport',
  'ibDossier',
  'warrantRules',
  'warrantRequest',
  'act',
  'tribunalAct',
  'blacklist',
  'academyTemplate',
  'testCreation',
  'punishment',
  'securityReport',
  'inactivity',
  'protocolActivate',
  'protocolDeactivate',
  'officeRequest',
  'deaHomeRequest',
  'deaReport',
  'labRequest',
  'labAddAnother',
  'firstArrest',
  'pressArticle',
  'userInfo',
] as const satisfies readonly ModalId[];

/** A sidebar entry: a route link or a button opening a modal. */
export type SidebarItem =
  { kind: 'link'; to: RoutePath; title: string } | { kind: 'modal'; modal: ModalId; title: string };

/** Sidebar group ids in the order of 01 §2. */
export type SidebarGroupId =
  | 'orders'
  | 'office'
  | 'criminalDb'
  | 'lab'
  | 'cid'
  | 'ib'
  | 'team'
  | 'investigations'
  | 'dea'
  | 'standards'
  | 'nationalSecurity'
  | 'academy';

/** A sidebar group. */
export interface SidebarGroup {
  id: SidebarGroupId;
  title: string;
  items: SidebarItem[];
}

/** Russian group titles (ours; 01 §2 names the groups in English). */
export const SIDEBAR_GROUP_TITLES: Record<SidebarGroupId, string> = {
  orders: 'Ордера',
  office: 'Офис',
  criminalDb: 'Криминальная база',
  lab: 'Лаборатория',
  cid: 'CID / MW',
  ib: 'Разведка (IB)',
  team: 'Состав',
  investigations: 'Расследования',
  dea: 'DEA',
  standards: 'Профессиональные стандарты',
  nationalSecurity: 'Национальная безопасность',
  academy: 'Академия',
};

/** Russian titles of the sidebar modal buttons (ours). */
export const MODAL_TITLES: Record<ModalId, string> = {
  login: 'Войти',
  createAgent: 'Добавить агента',
  agentCredentials: 'Данные для входа',
  raport: 'Подать рапорт',
  ibRaport: 'Подать рапорт IB',
  startInvestigation: 'Начать расследование',
  startIbInvestigation: 'Начать расследование IB',
  endInvestigation: 'Завершить расследование',
  endIbInvestigation: 'Завершить расследование IB',
  mwReport: 'Рапорт MW',
  ibDossier: 'Досье',
  warrantRules: 'Запросить ордер',
  warrantRequest: 'Запрос ордера',
  act: 'Акт нарушения',
  tribunalAct: 'Акт трибунала',
  blacklist: 'Добавить в чёрный список',
  academyTemplate: 'Создать шаблон',
  testCreation: 'Создать тест',
  punishment: 'Выдать наказание',
  securityReport: 'Оценка безопасности',
  inactivity: 'Запрос инактива',
  protocolActivate: 'Активировать протокол',
  protocolDeactivate: 'Отменить протокол',
  officeRequest: 'Запросить допуск',
  deaHomeRequest: 'Запрос на обыск жилища',
  deaReport: 'Отчёт о работе DEA',
  labRequest: 'Запрос экспертизы',
  labAddAnother: 'Добавить ещё экспертизу',
  firstArrest: 'Первый арест',
  pressArticle: 'Новая статья',
  userInfo: 'Информация о пользователе',
};

const link = (to: RoutePath, title?: string): SidebarItem => ({
  kind: 'link',
  to,
  title: title ?? ROUTES.find((r) => r.path === to)?.title ?? to,
});
const modal = (id: ModalId): SidebarItem => ({ kind: 'modal', modal: id, title: MODAL_TITLES[id] });
const group = (id: SidebarGroupId, items: (SidebarItem | false)[]): SidebarGroup => ({
  id,
  title: SIDEBAR_GROUP_TITLES[id],
  items: items.filter((i): i is SidebarItem => i !== false),
});

/** MW list entry titles (01 §2). */
export const MW_LINK_TITLE_CREATOR = 'Мои рапорты MW';
/** MW list entry title for everyone else (01 §2). */
export const MW_LINK_TITLE = 'Рапорты MW';
/** IB list entry title for secret agents (01 §2). */
export const IB_LINK_TITLE_SECRET_AGENT = 'Мои рапорты';
/** IB list entry title for everyone else (ours). */
export const IB_LINK_TITLE = 'Досье';

/**
 * Sidebar for a public visitor (01 §1, 02 §2, 03 §2): only the public pages, plus the request
 * forms open to everyone (warrant, office pass, laboratory — our choice, see PERMISSIONS).
 */
function publicSidebar(): SidebarGroup[] {
  return [
    group('orders', [link('/orders'), modal('warrantRules')]),
    group('office', [link('/office'), modal('officeRequest')]),
    group('criminalDb', [link('/db-public')]),
    group('lab', [link('/laboratory'), modal('labRequest')]),
    group('cid', [link('/suspects')]),
    group('investigations', [link('/investigations')]),
    group('standards', [link('/blacklist')]),
    group('nationalSecurity', [link('/national-security')]),
  ];
}

/**
 * Sidebar groups for the caller (01 §2, 02 §2, 03 §2), in the order of 01 §2. Groups without items
 * are omitted. Rules:
 * - public `user`: {@link publicSidebar};
 * - reduced trainees ({@link isReducedTrainee}) get no CID/MW and no Investigations group;
 * - the IB group only for the "See IB" roles; '/intelligence' is titled 'Мои рапорты' for a
 *   secret agent (also one holding another role), otherwise 'Досье';
 * - '/most-wanted' is titled 'Мои рапорты MW' for MW report creators, else 'Рапорты MW';
 * - each creation modal sits in its area's group and only for roles allowed to file it. Placement
 *   not given by the spec (ours): press article and create agent in Team, protocols in National
 *   security;
 * - the protocol entries follow the active protocol (02 §2.10, §4: one is activated, then
 *   deactivated; ours: only the entry the server would accept): with `protocolActive` true only
 *   «Отменить протокол», false only «Активировать протокол», unknown (not loaded yet) both.
 */
export function sidebarGroups(
  roles: readonly Role[],
  rank: string | null | undefined,
  protocolActive?: boolean,
): SidebarGroup[] {
  if (isPublicUser(roles)) return publicSidebar();
  const reduced = isReducedTrainee(roles, rank);
  // 01 §2 "titled 'My reports' for secret agents": any holder of the role, whatever else they hold.
  const secretAgentTitle = roles.includes('secret_intelligence_agent');

  const groups: (SidebarGroup | false)[] = [
    group('orders', [link('/orders'), can('requestOrder', roles) && modal('warrantRules')]),
    group('office', [link('/office'), can('requestOffice', roles) && modal('officeRequest')]),
    group('criminalDb', [link('/db'), can('createSuspect', roles) && modal('firstArrest')]),
    group('lab', [link('/laboratory'), can('requestLaboratory', roles) && modal('labRequest')]),
    !reduced &&
      group('cid', [
        link('/most-wanted', can('mwCreate', roles) ? MW_LINK_TITLE_CREATOR : MW_LINK_TITLE),
        can('mwCreate', roles) && modal('mwReport'),
      ]),
    can('seeIb', roles) &&
      group('ib', [
        link('/intelligence', secretAgentTitle ? IB_LINK_TITLE_SECRET_AGENT : IB_LINK_TITLE),
        link('/ib-raports'),
        link('/ib-investigations'),
        can('createDossier', roles) && modal('ibDossier'),
        can('createIbReport', roles) && modal('ibRaport'),
        can('manageIbInvestigation', roles) && modal('startIbInvestigation'),
        can('manageIbInvestigation', roles) && modal('endIbInvestigation'),
      ]),
    group('team', [
      link('/team'),
      link('/inactive'),
      can('createAgent', roles) && modal('createAgent'),
      can('requestInactivity', roles) && modal('inactivity'),
      can('pressArticles', roles) && modal('pressArticle'),
    ]),
    !reduced &&
      group('investigations', [
        link('/raports'),
        link('/investigations'),
        can('fileRaport', roles) && modal('raport'),
        can('manageInvestigation', roles) && modal('startInvestigation'),
        can('manageInvestigation', roles) && modal('endInvestigation'),
      ]),
    group('dea', [
      link('/dea-home'),
      link('/dea-check'),
      link('/dea-report'),
      link('/laboratory'),
      can('deaHomeRequest', roles) && modal('deaHomeRequest'),
      can('createDeaReport', roles) && modal('deaReport'),
    ]),
    group('standards', [
      link('/punishments'),
      link('/acts'),
      link('/blacklist'),
      can('fileAct', roles) && modal('act'),
      can('fileTribunalAct', roles) && modal('tribunalAct'),
      can('addBlacklist', roles) && modal('blacklist'),
      can('addPunishment', roles) && modal('punishment'),
    ]),
    group('nationalSecurity', [
      link('/national-security'),
      can('fileNationalSecurity', roles) && modal('securityReport'),
      can('protocols', roles) && protocolActive !== true && modal('protocolActivate'),
      can('protocols', roles) && protocolActive !== false && modal('protocolDeactivate'),
    ]),
    group('academy', [
      link('/academy'),
      link('/academy-templates'),
      link('/tests'),
      link('/agent-tests'),
      can('createAcademyTemplate', roles) && modal('academyTemplate'),
      can('createTest', roles) && modal('testCreation'),
    ]),
  ];
  return groups.filter((g): g is SidebarGroup => g !== false && g.items.length > 0);
}

/** Profile dropdown links for staff (01 §2 header; 02 §2): /profile, /stats, /achievements. */
export const PROFILE_MENU_LINKS = [
  '/profile',
  '/stats',
  '/achievements',
] as const satisfies readonly RoutePath[];

/**
 * The title the caller's sidebar gives `path` (01 §2: 'Мои рапорты MW', 'Мои рапорты' …), for
 * the screen's heading; the route's own title when the sidebar has no entry for it.
 */
export function navTitle(
  path: string,
  roles: readonly Role[],
  rank: string | null | undefined,
): string {
  for (const g of sidebarGroups(roles, rank))
    for (const item of g.items) if (item.kind === 'link' && item.to === path) return item.title;
  return routeTitle(path) ?? '';
}
