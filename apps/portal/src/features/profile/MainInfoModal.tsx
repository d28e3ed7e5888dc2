import { GENDERS, PROFILE_TEXT as T, validateProfileMain } from '@fbi/domain';
import { choice } from '../../shared/choice.ts';
import { itemsOf, trimmed, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { saveProfileMain, type Profile, type ProfileStepProps } from './api.ts';

/** The main form while typing, under the names it is sent with (02 §7: insurance, phone). */
interface MainValues {
  fullName: string;
  gender: string | null;
  ethnicity: string;
  birthDate: string | null;
  birthPlace: string;
  citizenship: string;
  residence: string;
  insurance: string;
  maritalStatus: string;
  phone: string;
  position: string;
}

/** The form filled from the profile (insuranceNumber and phoneNumber as sent). */
function fromProfile(p: Profile): MainValues {
  return {
    fullName: p.fullName ?? '',
    gender: p.gender,
    ethnicity: p.ethnicity ?? '',
    birthDate: p.birthDate,
    birthPlace: p.birthPlace ?? '',
    citizenship: p.citizenship ?? '',
    residence: p.residence ?? '',
    insurance: p.insuranceNumber ?? '',
    maritalStatus: p.maritalStatus ?? '',
    phone: p.phoneNumber ?? '',
    position: p.position ?? '',
  };
}

/** A required line of text. */
const text = (key: Exclude<keyof MainValues, 'gender' | 'birthDate'>, label: string) =>
  ({ key, label, kind: 'text' }) as const;

/** The fields in the spec's order (02 §5 Profile main form; the position is optional). */
const FIELDS: readonly FormField<MainValues>[] = [
  text('fullName', T.fullName),
  { key: 'gender', label: T.gender, kind: 'select', items: itemsOf(GENDERS) },
  { key: 'birthDate', label: T.birthDate, kind: 'date' },
  text('ethnicity', T.ethnicity),
  text('birthPlace', T.birthPlace),
  text('citizenship', T.citizenship),
  text('residence', T.residence),
  text('insurance', T.insurance),
  text('maritalStatus', T.maritalStatus),
  text('phone', T.phone),
  { ...text('position', T.position), description: T.positionHint, isRequired: false },
];

/**
 * The main information edit (02 §2.11, §5 Profile main form): full name, gender, ethnicity, birth
 * date, birth place, citizenship, residence, insurance number, marital status, phone (required,
 * with the spec's messages letter for letter) and the optional position. Sent as `PUT
 * …/profile/main` (or its `nick/{nick}` form); an achievement in the answer shows at once.
 */
export function MainInfoModal({ nick, profile, onClose }: ProfileStepProps) {
  return (
    <RecordFormModal
      title={T.editTitle(T.mainTitle)}
      submitLabel={T.save}
      size="lg"
      fields={FIELDS}
      draftKey={`profile-main:${profile.nick}`}
      initial={fromProfile(profile)}
      validate={validateProfileMain}
      bodyOf={({ gender, birthDate, position, ...texts }) => ({
        nick,
        body: {
          ...trimmed(texts),
          gender: choice(GENDERS, gender),
          birthDate: birthDate ?? '',
          position: position.trim() || null,
        },
      })}
      save={saveProfileMain}
      invalidates={[queryRoots.profile]}
      // A profile has no record link: the page shows the saved block.
      done={() => ({ text: T.done.mainSaved(profile.nick) })}
      onClose={onClose}
    />
  );
}
