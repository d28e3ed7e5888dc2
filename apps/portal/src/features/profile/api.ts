/**
 * Calls of /profile, /hr-profile and the staff audit (02 §2.11, §3 Profile, Audit entry, §7
 * Profile, Audit). Every profile call has the caller's own form and the `nick/{nick}` form used by
 * HR roles on /hr-profile: `nick` null means one's own profile.
 */
import { unwrap, type components } from '@fbi/api';
import type { ProfileSection } from '@fbi/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';
import { apiPut, getQuery, recordDelete } from '../../shared/call.ts';
import { recordReport } from '../../shared/openReport.ts';
import { queryRoots } from '../../shared/queryKeys.ts';

/** A profile (02 §3 Profile). */
export type Profile = components['schemas']['Profile'];
/** The main information payload (02 §7 `PUT /api/v1/profile/main`). */
export type ProfileMainInput = components['schemas']['ProfileMainInput'];
/** The props of a profile's edit dialogs: the photo, the main information, a text block. */
export interface ProfileStepProps {
  /** Whose profile: null for one's own, a nick on /hr-profile. */
  nick: string | null;
  profile: Profile;
  onClose: () => void;
}
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
  const key = [...queryRoots.profile, { nick }];
  return nick === null
    ? getQuery(key, '/api/v1/profile')
    : getQuery(key, '/api/v1/profile/nick/{nick}', { path: { nick } });
}

/** `PUT /api/v1/profile/photo?photo=` or `…/photo/nick/{nick}?photo=` (02 §7). */
export function saveProfilePhoto({ nick, photo }: { nick: string | null; photo: string }) {
  const query = { photo };
  return nick === null
    ? apiPut('/api/v1/profile/photo', { query })
    : apiPut('/api/v1/profile/photo/nick/{nick}', { path: { nick }, query });
}

/** `PUT /api/v1/profile/main` or `…/main/nick/{nick}` (02 §7); may answer an achievement. */
export function saveProfileMain({ nick, body }: { nick: string | null; body: ProfileMainInput }) {
  return nick === null
    ? apiPut('/api/v1/profile/main', { body })
    : apiPut('/api/v1/profile/main/nick/{nick}', { path: { nick }, body });
}

/** The path of each text block's call (02 §7). */
const SECTION_PATHS = {
  biography: 'biography',
  education: 'education',
  skills: 'skills',
  qualities: 'qualities',
  serviceRecord: 'service-record',
} as const satisfies Record<ProfileSection, string>;

/** A text block's body: its one field, named after the block (`{ skills }`, 02 §7). */
type SectionBody = { [S in ProfileSection]: Record<S, string> }[ProfileSection];

/**
 * `PUT /api/v1/profile/{biography|education|skills|qualities|service-record}` or its
 * `nick/{nick}` form, with the section's one field as the body (02 §7); may answer an achievement.
 */
export function saveProfileSection(input: {
  nick: string | null;
  section: ProfileSection;
  value: string;
}) {
  const { nick, section, value } = input;
  // A computed key widens to an index signature; the key is the section's own name.
  const body = { [section]: value } as SectionBody;
  const own = `/api/v1/profile/${SECTION_PATHS[section]}` as const;
  return nick === null
    ? apiPut(own, { body })
    : apiPut(`${own}/nick/{nick}`, { path: { nick }, body });
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
export const openAuditReport = recordReport('/api/v1/audit/{id}/report');

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
