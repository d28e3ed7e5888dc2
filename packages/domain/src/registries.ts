/**
 * The registries that hold records about a person, read by the header's nick search and by /stats
 * (issue 12; routes and sidebar of 01 §2, 02 §2, 03 §2). Which of them a caller may read is
 * decided here once, from the sidebar and the permission table.
 */
import { sidebarGroups, type RoutePath } from './navigation.ts';
import { can, type PermissionId } from './permissions.ts';
import { isPublicUser, type Role } from './roles.ts';

/** The registries about people, in the sidebar's order. */
export const PERSON_REGISTRIES = [
  'mostWanted',
  'intelligence',
  'team',
  'suspects',
  'laboratory',
  'homeChecks',
  'punishments',
  'acts',
  'blacklist',
] as const;

/** A registry about people. */
export type PersonRegistry = (typeof PERSON_REGISTRIES)[number];

/** The list screen of each registry; its title is the route's (navigation.ts ROUTES). */
export const REGISTRY_ROUTES = {
  mostWanted: '/most-wanted',
  intelligence: '/intelligence',
  team: '/team',
  suspects: '/db',
  laboratory: '/laboratory',
  homeChecks: '/dea-home',
  punishments: '/punishments',
  acts: '/acts',
  blacklist: '/blacklist',
} as const satisfies Record<PersonRegistry, RoutePath>;

/**
 * Registries whose records need more than the sidebar link: dossiers are opened by the IB roles
 * only (01 §6 "Dossier open"), the suspects database by staff (03 §6).
 */
const READ_PERMISSIONS: Partial<Record<PersonRegistry, PermissionId>> = {
  intelligence: 'dossierOpen',
  suspects: 'suspectsDb',
};

/**
 * The registries the caller may read: staff only (a public `user` gets none), each registry
 * whose list the caller's sidebar links to and, where one is set, whose read permission the
 * caller holds. So a reduced trainee has no MW reports and only IB roles read dossiers.
 */
export function readableRegistries(
  roles: readonly Role[],
  rank: string | null | undefined,
): PersonRegistry[] {
  if (isPublicUser(roles)) return [];
  const linked = new Set<string>();
  for (const group of sidebarGroups(roles, rank))
    for (const item of group.items) if (item.kind === 'link') linked.add(item.to);
  return PERSON_REGISTRIES.filter((registry) => {
    const permission = READ_PERMISSIONS[registry];
    return linked.has(REGISTRY_ROUTES[registry]) && (!permission || can(permission, roles));
  });
}

/**
 * The link of one record (issue 24): its list screen with `?open=<id>`, which opens the record's
 * dialog as a press on its row would; with `nick`, the list is also narrowed to that person (for
 * lists whose URL takes a `nick` filter), so closing the record shows the person's other rows.
 */
export function recordHref(route: string, id: number, nick?: string): string {
  const query = new URLSearchParams();
  if (nick !== undefined) query.set('nick', nick);
  query.set('open', String(id));
  return `${route}?${query.toString()}`;
}

/** The URL parameter that names an open investigation on its kind's report list (issue 24). */
export const INVESTIGATION_PARAM = 'investigation';

/**
 * The link of an open investigation (issue 24: a started investigation shows somewhere): its
 * kind's report list (`route`, /raports or /ib-raports) with `?investigation=<id>`, which unfolds
 * the list's open investigations and marks that one.
 */
export function openInvestigationHref(route: string, id: number): string {
  return `${route}?${new URLSearchParams({ [INVESTIGATION_PARAM]: String(id) }).toString()}`;
}

/** The route of the person page (issue 25). */
export const PERSON_ROUTE = '/person';

/** The link of a person's page (issue 25): /person with the nick as `?nick=`. */
export function personHref(nick: string): string {
  return `${PERSON_ROUTE}?${new URLSearchParams({ nick }).toString()}`;
}
