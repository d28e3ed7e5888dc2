/**
 * Team calls (01 §2 Team roster, §3, §5 Agent create/edit/delete/punish, §6, §7): the roster, the
 * org-chart cards, create, edit, dismiss, punish and the punishment history.
 */
import type { HttpHandler } from 'msw';
import {
  absoluteSocialLink,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  stripAgentNoPrefix,
  validateAgentForm,
  validateDeleteAgent,
  validatePunish,
} from '@fbi/domain';
import { award } from '../achievements.ts';
import { requireManager, requirePermission, requireStaff } from '../auth/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { findById, idParam, str } from '../http/params.ts';
import { noContent } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { teamPunishmentExpiry } from '../store/seed/team.ts';
import type { Store } from '../store/store.ts';
import type { Schemas } from '../store/types.ts';
import { memberByNick, toTeamCard, toTeamMember } from '../logic/teamView.ts';
import {
  newPassword,
  parseDirection,
  parseRoles,
  requireGivableRank,
  requireUnique,
  rolesForNewAgent,
  sameSet,
} from '../logic/teamRules.ts';

/** Stand-in roster data of a dismissed agent: it sorts into the leadership table. */
const DISMISSED = { rang: '', position: null, direction: null } as const;

/** Handlers of /api/v1/team/... except the DEA team and promotion date (academy area). */
export function teamHandlers(store: Store): HttpHandler[] {
  return [
    route(store, 'get', '/api/v1/team/all', ({ caller }) => {
      requireStaff(caller);
      const achievement = award(store, caller.member.id, 'team_viewed');
      if (achievement) store.save();
      const team = store.data.members.map((m) => toTeamMember(store, m));
      return { team, teamCount: team.length, achievement };
    }),

    route(
      store,
      'get',
      '/api/v1/team/all-photo',
      () => {
        const team = store.data.members.map(toTeamCard);
        return { team, teamCount: team.length };
      },
      { auth: 'optional' },
    ),

    route(store, 'post', '/api/v1/team/add', async ({ caller, body }) => {
      requirePermission(caller, 'createAgent');
      const input = await body();
      const invalid = validateAgentForm(input);
      if (invalid) throw badRequest(invalid);
      const nick = str(input.nick) ?? '';
      const rang = str(input.rang) ?? '';
      const agentNo = str(input.agentNo) ?? '';
      requireGivableRank(caller, rang, 'create');
      const direction = parseDirection(input.direction);
      const position = str(input.position);
      requireUnique(store, nick, agentNo);
      const today = new Date(store.now()).toISOString().slice(0, 10);
      const id = store.nextId();
      store.data.members.push({
        id,
        nick,
        rang,
        position,
        direction,
        agentNo,
        vkLink: absoluteSocialLink(str(input.vkLink) ?? ''),
        photo: null,
        roles: rolesForNewAgent(rang, direction, position),
        incomingDate: today,
        promotionDate: today,
        nextPromotionDate: null,
      });
      const username = nick.toLowerCase();
      const password = newPassword();
      store.data.accounts.push({ username, password, memberId: id });
      return { username, password, achievement: award(store, caller.member.id, 'first_recruit') };
    }),

    route(store, 'put', '/api/v1/team/{id}/update', async ({ caller, params, body }) => {
      const member = findById(store.data.members, idParam(params.id), NOT_FOUND_MESSAGES.agent);
      requireManager(caller, member);
      const input = await body();
      if (str(input.oldNick) !== member.nick) throw badRequest(SERVER_MESSAGES.nickMismatch);
      const invalid = validateAgentForm({ ...input, nick: input.newNick });
      if (invalid) throw badRequest(invalid);
      const nick = str(input.newNick) ?? '';
      const rang = str(input.rang) ?? '';
      const agentNo = str(input.agentNo) ?? '';
      if (rang !== member.rang) requireGivableRank(caller, rang, 'edit');
      const direction = parseDirection(input.direction);
      requireUnique(store, nick, agentNo, member.id);
      const roles = parseRoles(input.roles, member.roles);
      if (!sameSet(roles, member.roles)) requirePermission(caller, 'editAgentRoles');

      if (nick !== member.nick) {
        // The nick is the key of punishments and audit entries; keep the history attached.
        for (const p of store.data.teamPunishments)
          if (p.recipientNick === member.nick) p.recipientNick = nick;
        for (const a of store.data.audits) if (a.nick === member.nick) a.nick = nick;
      }
      Object.assign(member, {
        nick,
        rang,
        agentNo: agentNo === stripAgentNoPrefix(member.agentNo) ? member.agentNo : agentNo,
        position: str(input.position),
        direction,
        roles,
        vkLink: absoluteSocialLink(str(input.vkLink) ?? ''),
        ...(rang !== member.rang
          ? { promotionDate: new Date(store.now()).toISOString().slice(0, 10) }
          : {}),
      });
      return toTeamMember(store, member);
    }),

    route(store, 'delete', '/api/v1/team/delete', ({ caller, query }) => {
      const nick = str(query.get('nick'));
      const invalid = validateDeleteAgent({
        reason: query.get('reason'),
        nick,
        selfNick: caller.member.nick,
      });
      if (invalid) throw badRequest(invalid);
      const member = memberByNick(store, nick);
      if (!member) throw notFound(NOT_FOUND_MESSAGES.agent);
      requireManager(caller, member);
      store.data.members = store.data.members.filter((m) => m.id !== member.id);
      store.data.accounts = store.data.accounts.filter((a) => a.memberId !== member.id);
      store.data.sessions = store.data.sessions.filter((s) => s.memberId !== member.id);
      return noContent();
    }),

    route(store, 'put', '/api/v1/team/{id}/punish', async ({ caller, params, body }) => {
      const member = findById(store.data.members, idParam(params.id), NOT_FOUND_MESSAGES.agent);
      requireManager(caller, member);
      const input = await body();
      const invalid = validatePunish(input);
      if (invalid) throw badRequest(invalid);
      if (input.type !== 'warning' && input.type !== 'reprimand') {
        throw badRequest(MESSAGES.punishmentTypeEmpty);
      }
      const issuedAt = new Date(store.now()).toISOString();
      const punishment: Schemas['TeamPunishment'] = {
        id: store.nextId(),
        author: caller.member.nick,
        reason: str(input.reason) ?? '',
        issuedAt,
        expiresAt: teamPunishmentExpiry(input.type, issuedAt),
        recipientNick: member.nick,
        type: input.type,
      };
      store.data.teamPunishments.push(punishment);
      return punishment;
    }),

    route(store, 'get', '/api/v1/team/punishments', ({ caller, query }) => {
      requireStaff(caller);
      const nick = str(query.get('nick'));
      const list = store.data.teamPunishments
        .filter((p) => nick === null || p.recipientNick === nick)
        .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
      return {
        warnings: list.filter((p) => p.type === 'warning'),
        reprimands: list.filter((p) => p.type === 'reprimand'),
      };
    }),

    route(store, 'delete', '/api/v1/team/punishments/{id}/delete', ({ caller, params }) => {
      const punishment = findById(
        store.data.teamPunishments,
        idParam(params.id),
        NOT_FOUND_MESSAGES.punishment,
      );
      const member = memberByNick(store, punishment.recipientNick);
      // A punishment of a dismissed agent is managed like one of the leadership table.
      requireManager(caller, member ?? DISMISSED);
      store.data.teamPunishments = store.data.teamPunishments.filter((p) => p.id !== punishment.id);
      return noContent();
    }),
  ];
}
