/**
 * Profile calls (01 §7 own photo; 02 §2.11, §3 Profile, §4, §5, §6, §7). Every section exists in
 * its own form (the caller) and its nick/{nick} form (HR roles editing another person).
 */
import type { HttpHandler } from 'msw';
import { NOT_FOUND_MESSAGES } from '@fbi/domain';
import { requirePermission, requireStaff } from '../auth/access.ts';
import type { Caller } from '../auth/sessions.ts';
import { notFound } from '../http/errors.ts';
import { str } from '../http/params.ts';
import { text } from '../http/responses.ts';
import { route } from '../http/route.ts';
import { requireHrProfileAccess } from '../logic/personAccess.ts';
import { saveAchievement, saveMain, savePhoto, saveSection, toProfile } from '../logic/profiles.ts';
import type { Store } from '../store/store.ts';
import type { MemberRecord } from '../store/types.ts';
import { memberByNick } from '../logic/teamView.ts';

/** Handlers of /api/v1/profile/... */
export function profileHandlers(store: Store): HttpHandler[] {
  /** The caller themselves (any staff role). */
  const self = (caller: Caller): MemberRecord => {
    requireStaff(caller);
    return caller.member;
  };
  /**
   * Another member, for the HR roles of the member's roster table (02 §2.11 /hr-profile, 01 §6
   * HR dropdown): 403 for a role without HR rights or a member outside the caller's tables.
   */
  const other = (caller: Caller, nick: string): MemberRecord => {
    requirePermission(caller, 'hrProfile');
    const member = memberByNick(store, str(nick));
    if (!member) throw notFound(NOT_FOUND_MESSAGES.employee);
    requireHrProfileAccess(caller, member);
    return member;
  };
  const answer = (caller: Caller, member: MemberRecord) =>
    toProfile(store, member, saveAchievement(store, caller, member));

  return [
    route(store, 'get', '/api/v1/profile/my/photo', ({ caller }) => text(self(caller).photo ?? '')),
    route(store, 'get', '/api/v1/profile', ({ caller }) => toProfile(store, self(caller))),
    route(store, 'get', '/api/v1/profile/nick/{nick}', ({ caller, params }) =>
      toProfile(store, other(caller, params.nick)),
    ),

    route(store, 'put', '/api/v1/profile/photo', ({ caller, query }) => {
      const member = self(caller);
      savePhoto(member, query.get('photo'));
      return toProfile(store, member);
    }),
    route(store, 'put', '/api/v1/profile/photo/nick/{nick}', ({ caller, params, query }) => {
      const member = other(caller, params.nick);
      savePhoto(member, query.get('photo'));
      return toProfile(store, member);
    }),

    route(store, 'put', '/api/v1/profile/main', async ({ caller, body }) => {
      const member = self(caller);
      saveMain(store, member, await body());
      return answer(caller, member);
    }),
    route(store, 'put', '/api/v1/profile/main/nick/{nick}', async ({ caller, params, body }) => {
      const member = other(caller, params.nick);
      saveMain(store, member, await body());
      return answer(caller, member);
    }),

    route(store, 'put', '/api/v1/profile/biography', async ({ caller, body }) => {
      const member = self(caller);
      saveSection(store, member, 'biography', (await body()).biography);
      return answer(caller, member);
    }),
    route(
      store,
      'put',
      '/api/v1/profile/biography/nick/{nick}',
      async ({ caller, params, body }) => {
        const member = other(caller, params.nick);
        saveSection(store, member, 'biography', (await body()).biography);
        return answer(caller, member);
      },
    ),
    route(store, 'put', '/api/v1/profile/education', async ({ caller, body }) => {
      const member = self(caller);
      saveSection(store, member, 'education', (await body()).education);
      return answer(caller, member);
    }),
    route(
      store,
      'put',
      '/api/v1/profile/education/nick/{nick}',
      async ({ caller, params, body }) => {
        const member = other(caller, params.nick);
        saveSection(store, member, 'education', (await body()).education);
        return answer(caller, member);
      },
    ),
    route(store, 'put', '/api/v1/profile/skills', async ({ caller, body }) => {
      const member = self(caller);
      saveSection(store, member, 'skills', (await body()).skills);
      return answer(caller, member);
    }),
    route(store, 'put', '/api/v1/profile/skills/nick/{nick}', async ({ caller, params, body }) => {
      const member = other(caller, params.nick);
      saveSection(store, member, 'skills', (await body()).skills);
      return answer(caller, member);
    }),
    route(store, 'put', '/api/v1/profile/qualities', async ({ caller, body }) => {
      const member = self(caller);
      saveSection(store, member, 'qualities', (await body()).qualities);
      return answer(caller, member);
    }),
    route(
      store,
      'put',
      '/api/v1/profile/qualities/nick/{nick}',
      async ({ caller, params, body }) => {
        const member = other(caller, params.nick);
        saveSection(store, member, 'qualities', (await body()).qualities);
        return answer(caller, member);
      },
    ),
    route(store, 'put', '/api/v1/profile/service-record', async ({ caller, body }) => {
      const member = self(caller);
      saveSection(store, member, 'serviceRecord', (await body()).serviceRecord);
      return answer(caller, member);
    }),
    route(
      store,
      'put',
      '/api/v1/profile/service-record/nick/{nick}',
      async ({ caller, params, body }) => {
        const member = other(caller, params.nick);
        saveSection(store, member, 'serviceRecord', (await body()).serviceRecord);
        return answer(caller, member);
      },
    ),
  ];
}
