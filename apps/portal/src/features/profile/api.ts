/**
 * Calls of /profile, /hr-profile and the staff audit (02 §2.11, §3 Profile, Audit entry, §7
 * Profile, Audit). Every profile call has the caller's own form and the `nick/{nick}` form used by
 * HR roles on /hr-profile: `nick` null means one's own profile.
 */
import { unwrap, type components } from '@fbi/api';
import type { ProfileSection } from '@fbi/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, fetchReport } from '../../shared/api.ts';
import { recordDelete, getQuery } from '../../shared/call.ts';
import { openReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

/** A profile (02 §3 Profile). */
export type Profile = components['schemas']['Profile'];
/** The main information payload (02 §7 `PUT /api/v1/profile/main`). */
export type ProfileMainInput = components['schemas']['ProfileMainInput'];
/** A staff audit entry (02 §3 Audit entry). */
export type AuditEntry = components['schemas']['AuditEntry'];

/**
 * `GET /api/v1/team/all-photo` (01 §7, public) under the org chart's root, which it shares: the
 * roster cards give a person's rank, position and direction, which fix their roster table and so
 * who may open their HR profile (01 §6 HR dropdown).
 */
export function rosterCardsQueryOptions() {
  return getQuery([...queryRoots.teamPhoto], '/api/v1/team/all-photo');
}

/** `GET /api/v1/profile` (own, `nick` null) or `GET /api/v1/profile/nick/{nick}` (02 §7). */
export function profileQueryOptions(nick: string | null) {
  return queryOptions({
    queryKey: [...queryRoots.profile, { nick }],
    queryFn: () =>
      unwrap(
        nick === null
          ? api.GET('/api/v1/profile')
          : api.GET('/api/v1/profile/nick/{nick}', { params: { path: { nick } } }),
      ),
  });
}

/** `PUT /api/v1/profile/photo?photo=` or `…/photo/nick/{nick}?photo=` (02 §7). */
export function saveProfilePhoto({ nick, photo }: { nick: string | null; photo: string }) {
  return unwrap(
    nick === null
      ? api.PUT('/api/v1/profile/photo', { params: { query: { photo } } })
      : api.PUT('/api/v1/profile/photo/nick/{nick}', {
          params: { path: { nick }, query: { photo } },
        }),
  );
}

/** `PUT /api/v1/profile/main` or `…/main/nick/{nick}` (02 §7); may answer an achievement. */
export function saveProfileMain({ nick, body }: { nick: string | null; body: ProfileMainInput }) {
  return unwrap(
    nick === null
      ? api.PUT('/api/v1/profile/main', { body })
      : api.PUT('/api/v1/profile/main/nick/{nick}', { params: { path: { nick } }, body }),
  );
}

/**
 * `PUT /api/v1/profile/{biography|education|skills|qualities|service-record}` or its
 * `nick/{nick}` form, with the section's one field as the body (02 §7); may answer an achievement.
 */
export function saveProfileSection({
  nick,
  section,
  value,
}: {
  nick: string | null;
  section: ProfileSection;
  value: string;
}) {
  const own = nick === null;
  const path = { path: { nick: nick ?? '' } };
  switch (section) {
    case 'biography': {
      const body = { biography: value };
      return unwrap(
        own
          ? api.PUT('/api/v1/profile/biography', { body })
          : api.PUT('/api/v1/profile/biography/nick/{nick}', { params: path, body }),
      );
    }
    case 'education': {
      const body = { education: value };
      return unwrap(
        own
          ? api.PUT('/api/v1/profile/education', { body })
          : api.PUT('/api/v1/profile/education/nick/{nick}', { params: path, body }),
      );
    }
    case 'skills': {
      const body = { skills: value };
      return unwrap(
        own
          ? api.PUT('/api/v1/profile/skills', { body })
          : api.PUT('/api/v1/profile/skills/nick/{nick}', { params: path, body }),
      );
    }
    case 'qualities': {
      const body = { qualities: value };
      return unwrap(
        own
          ? api.PUT('/api/v1/profile/qualities', { body })
          : api.PUT('/api/v1/profile/qualities/nick/{nick}', { params: path, body }),
      );
    }
    case 'serviceRecord': {
      const body = { serviceRecord: value };
      return unwrap(
        own
          ? api.PUT('/api/v1/profile/service-record', { body })
          : api.PUT('/api/v1/profile/service-record/nick/{nick}', { params: path, body }),
      );
    }
  }
}

/** `GET /api/v1/audit/nick/{nick}` (02 §7): the person's staff audit entries. */
export function auditQueryOptions(nick: string) {
  return getQuery([...queryRoots.audit, { nick }], '/api/v1/audit/nick/{nick}', { path: { nick } });
}

/** `DELETE /api/v1/audit/{id}/delete` (02 §7). */
export function deleteAuditEntry(id: number) {
  return recordDelete('/api/v1/audit/{id}/delete', id);
}

/** Opens an audit entry's report in a new tab, without auth headers (02 §7). */
export function openAuditReport(id: number) {
  return openReport(() => fetchReport('/api/v1/audit/{id}/report', { id }));
}

/**
 * `GET /api/v1/profile/my/photo` (01 §7, 02 §7): the path of the caller's current photo, '' when
 * none. Under the profile root, so saving a photo refreshes it.
 */
export function myPhotoQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.profile, 'my-photo'],
    queryFn: () => unwrap(api.GET('/api/v1/profile/my/photo', { parseAs: 'text' })),
  });
}
