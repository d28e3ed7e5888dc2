/** Profiles (02 §2.11, §3 Profile, §4 Profile, §5 Profile forms): reading and saving sections. */
import {
  GENDERS,
  PROFILE_PRESET_PHOTOS,
  type ProfileSection,
  SERVER_MESSAGES,
  validateProfileMain,
  validateProfileSection,
} from '@fbi/domain';
import { award } from '../achievements.ts';
import type { Caller } from '../auth/sessions.ts';
import { badRequest } from '../http/errors.ts';
import { option, text } from '../http/input.ts';
import type { Store } from '../store/store.ts';
import type { MemberRecord, ProfileRecord, Schemas } from '../store/types.ts';

/** The member's profile record, created empty on first use. */
export function profileOf(store: Store, member: MemberRecord): ProfileRecord {
  let record = store.data.profiles.find((p) => p.memberId === member.id);
  if (!record) {
    record = {
      memberId: member.id,
      position: null,
      fullName: null,
      gender: null,
      ethnicity: null,
      birthDate: null,
      birthPlace: null,
      citizenship: null,
      residence: null,
      insuranceNumber: null,
      maritalStatus: null,
      phoneNumber: null,
      education: null,
      skills: null,
      qualities: null,
      serviceRecord: null,
      biography: null,
    };
    store.data.profiles.push(record);
  }
  return record;
}

/** The profile answer; `achievement` is set after the first save of one's own profile. */
export function toProfile(
  store: Store,
  member: MemberRecord,
  achievement: Schemas['Achievement'] | null = null,
): Schemas['Profile'] {
  const record = profileOf(store, member);
  // The member id is the store's key, not a field of the answer.
  const fields: Omit<ProfileRecord, 'memberId'> & { memberId?: number } = { ...record };
  delete fields.memberId;
  return {
    ...fields,
    position: record.position ?? member.position,
    nick: member.nick,
    photo: member.photo,
    achievement,
  };
}

/** The achievement of a save: only for one's own profile, only the first time (02 §4 Profile). */
export function saveAchievement(
  store: Store,
  caller: Caller,
  member: MemberRecord,
): Schemas['Achievement'] | null {
  return caller.member.id === member.id ? award(store, member.id, 'first_profile_save') : null;
}

/** Saves the main information form (02 §5 Profile main form). */
export function saveMain(store: Store, member: MemberRecord, input: Record<string, unknown>): void {
  const form = {
    fullName: text(input.fullName),
    gender: text(input.gender),
    ethnicity: text(input.ethnicity),
    birthDate: text(input.birthDate),
    birthPlace: text(input.birthPlace),
    citizenship: text(input.citizenship),
    residence: text(input.residence),
    insurance: text(input.insurance),
    maritalStatus: text(input.maritalStatus),
    phone: text(input.phone),
    position: text(input.position),
  };
  const invalid = validateProfileMain(form);
  if (invalid) throw badRequest(invalid);
  const { insurance, phone, ...rest } = form;
  const saved: Partial<ProfileRecord> = {
    ...rest,
    gender: option(GENDERS, form.gender, 'gender'),
    insuranceNumber: insurance,
    phoneNumber: phone,
  };
  Object.assign(profileOf(store, member), saved);
}

/** Saves one text section (02 §5 Profile sections). */
export function saveSection(
  store: Store,
  member: MemberRecord,
  section: ProfileSection,
  value: unknown,
): void {
  const content = text(value);
  const invalid = validateProfileSection(section, content);
  if (invalid) throw badRequest(invalid);
  profileOf(store, member)[section] = content;
}

/** Sets the photo: one of the 25 presets (02 §2.11) or an image uploaded to this server. */
export function savePhoto(member: MemberRecord, value: string | null): void {
  const photo = value?.trim() ?? '';
  const uploaded = /\/api\/v1\/files\/[^/]+$/.test(photo);
  if (!PROFILE_PRESET_PHOTOS.includes(photo) && !uploaded)
    throw badRequest(SERVER_MESSAGES.photoNotOffered);
  member.photo = photo;
}
