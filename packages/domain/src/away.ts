/**
 * «Пока вас не было» and the desktop notifications (issue 26): which lists are compared, when
 * the panel comes back, how often a notification may be raised. Beyond the spec; all ours.
 */
import { can } from './permissions.ts';
import { sidebarGroups } from './navigation.ts';
import type { Role } from './roles.ts';
import { WAITING_KIND_LIST, WAITING_KINDS, type WaitingKind } from './waiting.ts';

/**
 * The lists the away panel compares for a caller: those of "what waits on me" (waiting.ts) whose
 * list the caller's sidebar links, where they may have filed records or review them; dossiers
 * only for the roles that open them (01 §6 "Dossier open").
 */
export function awayKindsFor(
  roles: readonly Role[],
  rank: string | null | undefined,
): WaitingKind[] {
  const linked = new Set<string>();
  for (const group of sidebarGroups(roles, rank))
    for (const item of group.items) if (item.kind === 'link') linked.add(item.to);
  return WAITING_KIND_LIST.filter(
    (k) =>
      linked.has(WAITING_KINDS[k].route) && (k !== 'intelligence' || can('dossierOpen', roles)),
  );
}
