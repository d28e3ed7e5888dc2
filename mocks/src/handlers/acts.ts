/** Acts of offences and tribunal acts (02 §2.1–2.3, §3 Act, §4 Act status, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  ACT_SERVER_STATUS_MESSAGE,
  ACT_VERDICT_STATUS_MESSAGE,
  FACTIONS,
  isDemotion,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  validateActExecution,
  validateActForm,
  validateTribunalAct,
  validateVerdict,
} from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { integer, option, text, textList } from '../http/input.ts';
import { findById, idParam } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { registryPage } from '../http/registry.ts';
import { route } from '../http/route.ts';
import { isPunishmentType } from '../logic/punishments.ts';
import { settleActs } from '../logic/actClock.ts';
import { requireOneOf, requireRole, requireTransition } from '../logic/status.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** Days an act awaiting execution in game has (our choice; 02 §3 executeBy). */
const EXECUTION_DAYS = 3;

/** Handlers of /api/v1/act/... */
export function actHandlers(store: Store): HttpHandler[] {
  // Every act call first brings the acts up to the clock (EXPIRED, SENT_TO_LEADER: 02 §4).
  const find = (id: string) => {
    settleActs(store);
    return findById(store.data.acts, idParam(id), NOT_FOUND_MESSAGES.act);
  };
  const newAct = (
    fields: Partial<Schemas['Act']> & Pick<Schemas['Act'], 'nick' | 'faction' | 'author'>,
  ): Schemas['Act'] => ({
    id: store.nextId(),
    createdAt: new Date(store.now()).toISOString(),
    status: 'NEW',
    executeBy: null,
    description: '',
    verdict: null,
    executionAuthor: null,
    proves: [],
    cautions: [],
    type: null,
    punishmentProve: null,
    rangCount: null,
    ...fields,
  });
  const deadline = () => new Date(store.now() + EXECUTION_DAYS * 86_400_000).toISOString();

  return [
    route(store, 'post', '/api/v1/act/add', async ({ caller, body }) => {
      requirePermission(caller, 'fileAct');
      const input = await body();
      const form = {
        nick: text(input.nick),
        faction: text(input.faction),
        description: text(input.description),
        proves: textList(input.proves),
      };
      const invalid = validateActForm(form);
      if (invalid) throw badRequest(invalid);
      const act = newAct({
        ...form,
        nick: form.nick ?? '',
        faction: option(FACTIONS, form.faction, 'faction'),
        description: form.description ?? '',
        author: caller.member.nick,
      });
      store.data.acts.push(act);
      return { id: act.id, achievement: award(store, caller.member.id, 'first_act') };
    }),

    route(store, 'post', '/api/v1/act/add/tribunal', async ({ caller, body }) => {
      requirePermission(caller, 'fileTribunalAct');
      const input = await body();
      const form = {
        nick: text(input.nick),
        faction: text(input.faction),
        verdict: text(input.verdict),
        prove: text(input.prove),
      };
      const invalid = validateTribunalAct(form);
      if (invalid) throw badRequest(invalid);
      // The tribunal has decided: the act awaits execution in game (02 §2.2).
      const act = newAct({
        nick: form.nick ?? '',
        faction: option(FACTIONS, form.faction, 'faction'),
        author: caller.member.nick,
        verdict: form.verdict,
        proves: form.prove ? [form.prove] : [],
        status: 'AWAIT_IN_GAME',
        executeBy: deadline(),
      });
      store.data.acts.push(act);
      return { id: act.id, achievement: null };
    }),

    route(store, 'get', '/api/v1/act/all', ({ caller, query }) => {
      requireStaff(caller);
      settleActs(store);
      return registryPage(store.data.acts, (a) => a.createdAt, query);
    }),

    route(store, 'put', '/api/v1/act/{id}/update', ({ caller, params, query }) => {
      requireRole(caller, 'act', 'consider');
      const act = find(params.id);
      // 02 §4: the client sets only UNDER_CONSIDERATION here; SENT_TO_LEADER and EXPIRED are
      // the server's own transitions, DECLINED and AWAIT_IN_GAME go with a verdict.
      if (query.get('status') !== 'UNDER_CONSIDERATION')
        throw badRequest(ACT_SERVER_STATUS_MESSAGE);
      act.status = requireTransition(caller, 'act', 'consider', act.status);
      return act;
    }),

    route(store, 'put', '/api/v1/act/{id}/update/verdict', async ({ caller, params, body }) => {
      const act = find(params.id);
      const input = await body();
      const verdict = text(input.verdict);
      const invalid = validateVerdict(verdict);
      if (invalid) throw badRequest(invalid);
      if (input.status !== 'DECLINED' && input.status !== 'AWAIT_IN_GAME') {
        throw badRequest(ACT_VERDICT_STATUS_MESSAGE);
      }
      // A verdict DECLINED is the decision maker's or the executor's decline (02 §4).
      const to =
        input.status === 'DECLINED'
          ? requireOneOf(caller, 'act', ['decline', 'executorDecline'], act.status)
          : requireTransition(caller, 'act', 'awaitInGame', act.status);
      act.verdict = verdict;
      act.status = to;
      act.executeBy = to === 'AWAIT_IN_GAME' ? deadline() : act.executeBy;
      return act;
    }),

    route(store, 'put', '/api/v1/act/{id}/update/expanded', async ({ caller, params, body }) => {
      requireRole(caller, 'act', 'execute');
      const act = find(params.id);
      const input = await body();
      const form = {
        cautions: textList(input.cautions),
        type: text(input.type),
        rangCount: integer(input.rangCount),
        punishmentProve: text(input.punishmentProve),
      };
      const invalid = validateActExecution(form);
      if (invalid) throw badRequest(invalid);
      if (!isPunishmentType(form.type)) throw badRequest(SERVER_MESSAGES.unknownPunishmentType);
      const firstExecution = act.status === 'AWAIT_IN_GAME';
      const status = requireTransition(caller, 'act', 'execute', act.status);
      Object.assign(act, {
        cautions: form.cautions,
        type: form.type,
        rangCount: isDemotion(form.type) ? form.rangCount : null,
        punishmentProve: form.punishmentProve,
        executionAuthor: caller.member.nick,
        status,
      });
      if (firstExecution) {
        // An executed act is a punishment: it enters the registry (02 §2.9).
        store.data.punishments.push({
          id: store.nextId(),
          nick: act.nick,
          author: caller.member.nick,
          faction: act.faction,
          cautions: act.cautions,
          type: form.type,
          rangCount: act.rangCount,
          violationProves: act.proves,
          punishmentProve: act.punishmentProve,
          date: new Date(store.now()).toISOString(),
        });
      }
      return act;
    }),

    route(store, 'delete', '/api/v1/act/{id}/delete', ({ caller, params }) => {
      requireRole(caller, 'act', 'delete');
      const act = find(params.id);
      requireTransition(caller, 'act', 'delete', act.status);
      store.data.acts = store.data.acts.filter((a) => a.id !== act.id);
      return noContent();
    }),
  ];
}
