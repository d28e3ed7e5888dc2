/** Acts of offences and tribunal acts (02 §2.1–2.3, §3 Act, §4 Act status, §5, §6, §7). */
import type { HttpHandler } from 'msw';
import {
  can,
  isDemotion,
  validateActExecution,
  validateActForm,
  validateTribunalAct,
  validateVerdict,
} from '@fbi/domain';
import { award } from '../achievements.ts';
import { requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { integer, text, textList } from '../http/input.ts';
import { findById, idParam } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { registryPage } from '../http/registry.ts';
import { route } from '../http/route.ts';
import { isPunishmentType } from '../logic/punishments.ts';
import { requireStatus } from '../logic/status.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';

/** Statuses a decision maker may move an act from (02 §4: not while AWAIT_IN_GAME, nor after). */
const UNDECIDED = ['NEW', 'UNDER_CONSIDERATION', 'SENT_TO_LEADER'];
/** Statuses in which an executor acts (02 §4). */
const EXECUTABLE = ['AWAIT_IN_GAME', 'EXECUTED'];
/** Days an act awaiting execution in game has (our choice; 02 §3 executeBy). */
const EXECUTION_DAYS = 3;

/** Handlers of /api/v1/act/... */
export function actHandlers(store: Store): HttpHandler[] {
  const find = (id: string) => findById(store.data.acts, idParam(id), 'Акт не найден');
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
        faction: form.faction ?? '',
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
        faction: form.faction ?? '',
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
      return registryPage(store.data.acts, (a) => a.createdAt, query);
    }),

    route(store, 'put', '/api/v1/act/{id}/update', ({ caller, params, query }) => {
      requirePermission(caller, 'decideAct');
      const act = find(params.id);
      const status = query.get('status');
      if (status !== 'UNDER_CONSIDERATION' && status !== 'SENT_TO_LEADER') {
        throw badRequest('Этот статус ставится вместе с вердиктом');
      }
      requireStatus('act', act.status, UNDECIDED, 'изменить статус акта');
      act.status = status;
      return act;
    }),

    route(store, 'put', '/api/v1/act/{id}/update/verdict', async ({ caller, params, body }) => {
      const act = find(params.id);
      const input = await body();
      const verdict = text(input.verdict);
      const invalid = validateVerdict(verdict);
      if (invalid) throw badRequest(invalid);
      if (input.status !== 'DECLINED' && input.status !== 'AWAIT_IN_GAME') {
        throw badRequest('Статус вердикта должен быть DECLINED или AWAIT_IN_GAME');
      }
      const decider = can('decideAct', caller.roles);
      const executor = can('executeAct', caller.roles);
      if (!decider && !executor) throw forbidden();
      // Decision makers decide undecided acts; executors may decline one awaiting or executed.
      const from = [
        ...(decider ? UNDECIDED : []),
        ...(executor && input.status === 'DECLINED' ? EXECUTABLE : []),
      ];
      if (from.length === 0) throw forbidden();
      requireStatus('act', act.status, from, 'вынести вердикт');
      act.verdict = verdict;
      act.status = input.status;
      act.executeBy = input.status === 'AWAIT_IN_GAME' ? deadline() : act.executeBy;
      return act;
    }),

    route(store, 'put', '/api/v1/act/{id}/update/expanded', async ({ caller, params, body }) => {
      requirePermission(caller, 'executeAct');
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
      if (!isPunishmentType(form.type)) throw badRequest('Неизвестный тип наказания');
      requireStatus('act', act.status, EXECUTABLE, 'исполнить акт');
      const firstExecution = act.status === 'AWAIT_IN_GAME';
      Object.assign(act, {
        cautions: form.cautions,
        type: form.type,
        rangCount: isDemotion(form.type) ? form.rangCount : null,
        punishmentProve: form.punishmentProve,
        executionAuthor: caller.member.nick,
        status: 'EXECUTED',
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
      requirePermission(caller, 'executeAct');
      const act = find(params.id);
      requireStatus('act', act.status, ['EXECUTED'], 'удалить акт');
      store.data.acts = store.data.acts.filter((a) => a.id !== act.id);
      return noContent();
    }),
  ];
}
