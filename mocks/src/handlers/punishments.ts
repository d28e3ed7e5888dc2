/** The punishments registry (02 §2.9, §3 Punishment, §4, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  FACTIONS,
  isDemotion,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  validatePunishmentCreate,
  validatePunishmentTypeChange,
} from '@fbi/domain';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { integer, option, text, textList } from '../http/input.ts';
import { findById, idParam } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { registryPage } from '../http/registry.ts';
import { route } from '../http/route.ts';
import { isPunishmentType } from '../logic/punishments.ts';
import type { Store } from '../store/store.ts';

/** Handlers of /api/v1/punishment/... */
export function punishmentHandlers(store: Store): HttpHandler[] {
  const find = (id: string) =>
    findById(store.data.punishments, idParam(id), NOT_FOUND_MESSAGES.punishment);
  return [
    route(store, 'post', '/api/v1/punishment/add', async ({ caller, body }) => {
      requirePermission(caller, 'addPunishment');
      const input = await body();
      const form = {
        nick: text(input.nick),
        faction: text(input.faction),
        cautions: textList(input.cautions),
        type: text(input.type),
        rangCount: integer(input.rangCount),
        violationProves: textList(input.violationProves),
        punishmentProve: text(input.punishmentProve),
      };
      const invalid = validatePunishmentCreate(form);
      if (invalid) throw badRequest(invalid);
      if (!isPunishmentType(form.type)) throw badRequest(SERVER_MESSAGES.unknownPunishmentType);
      const id = store.nextId();
      store.data.punishments.push({
        id,
        nick: form.nick ?? '',
        author: caller.member.nick,
        faction: option(FACTIONS, form.faction, 'faction'),
        cautions: form.cautions,
        type: form.type,
        rangCount: isDemotion(form.type) ? form.rangCount : null,
        violationProves: form.violationProves,
        punishmentProve: form.punishmentProve,
        date: new Date(store.now()).toISOString(),
      });
      return { id, achievement: null };
    }),

    route(store, 'get', '/api/v1/punishment/all', ({ caller, query }) => {
      requireStaff(caller);
      const type = query.get('type')?.trim() || null;
      return registryPage(
        store.data.punishments,
        (p) => p.date,
        query,
        (p) => type === null || p.type === type,
      );
    }),

    route(store, 'put', '/api/v1/punishment/{id}/type/update', ({ caller, params, query }) => {
      requirePermission(caller, 'editPunishmentRegistry');
      const punishment = find(params.id);
      const form = {
        type: query.get('type')?.trim() ?? null,
        rangCount: integer(query.get('rangCount')),
      };
      const invalid = validatePunishmentTypeChange(form);
      if (invalid) throw badRequest(invalid);
      if (!isPunishmentType(form.type)) throw badRequest(SERVER_MESSAGES.unknownPunishmentType);
      punishment.type = form.type;
      punishment.rangCount = isDemotion(form.type) ? form.rangCount : null;
      return punishment;
    }),

    route(store, 'delete', '/api/v1/punishment/{id}/delete', ({ caller, params }) => {
      requirePermission(caller, 'editPunishmentRegistry');
      const punishment = find(params.id);
      store.data.punishments = store.data.punishments.filter((p) => p.id !== punishment.id);
      return noContent();
    }),
  ];
}
