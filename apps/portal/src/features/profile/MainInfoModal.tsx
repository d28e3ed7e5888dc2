import { GENDERS, PROFILE_TEXT as T, validateProfileMain } from '@fbi/domain';
import { DateField, FormModal, Select, TextField } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { saveProfileMain, type Profile } from './api.ts';
import { choice } from '../../shared/choice.ts';

const GENDER_ITEMS = GENDERS.map((g) => ({ id: g, label: g }));

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

/** The text fields in the form's order, with their labels. */
const TEXT_FIELDS = [
  ['ethnicity', T.ethnicity],
  ['birthPlace', T.birthPlace],
  ['citizenship', T.citizenship],
  ['residence', T.residence],
  ['insurance', T.insurance],
  ['maritalStatus', T.maritalStatus],
  ['phone', T.phone],
] as const;

export interface MainInfoModalProps {
  /** Whose profile: null for one's own, a nick on /hr-profile. */
  nick: string | null;
  profile: Profile;
  onClose: () => void;
}

/**
 * The main information edit (02 §2.11, §5 Profile main form): full name, gender, ethnicity, birth
 * date, birth place, citizenship, residence, insurance number, marital status, phone (required,
 * with the spec's messages letter for letter) and the optional position. Sent as `PUT
 * …/profile/main` (or its `nick/{nick}` form); an achievement in the answer shows at once.
 */
export function MainInfoModal({ nick, profile, onClose }: MainInfoModalProps) {
  const draft = useFormDraft(`profile-main:${profile.nick}`, fromProfile(profile));
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof MainValues>(() => validateProfileMain(values));
  const save = useApiMutation({
    mutationFn: saveProfileMain,
    invalidates: [queryRoots.profile],
    // A profile has no record link: the page shows the saved block.
    done: () => ({ text: T.done.mainSaved(profile.nick) }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = <K extends keyof MainValues>(key: K, value: MainValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateProfileMain(values))) return;
    const trim = (v: string) => v.trim();
    save.mutate({
      nick,
      body: {
        fullName: trim(values.fullName),
        gender: choice(GENDERS, values.gender),
        ethnicity: trim(values.ethnicity),
        birthDate: values.birthDate ?? '',
        birthPlace: trim(values.birthPlace),
        citizenship: trim(values.citizenship),
        residence: trim(values.residence),
        insurance: trim(values.insurance),
        maritalStatus: trim(values.maritalStatus),
        phone: trim(values.phone),
        position: trim(values.position) || null,
      },
    });
  };

  return (
    <FormModal
      title={T.editTitle(T.mainTitle)}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.save}
      isPending={save.isPending}
      size="lg"
    >
      <TextField
        label={T.fullName}
        isRequired
        value={values.fullName}
        onChange={(v) => set('fullName', v)}
        {...issue.fieldProps('fullName')}
      />
      <Select
        label={T.gender}
        isRequired
        items={GENDER_ITEMS}
        selectedKey={values.gender}
        onSelectionChange={(v) => set('gender', v)}
        {...issue.fieldProps('gender')}
      />
      <DateField
        label={T.birthDate}
        isRequired
        value={values.birthDate}
        onChange={(v) => set('birthDate', v)}
        {...issue.fieldProps('birthDate')}
      />
      {TEXT_FIELDS.map(([key, label]) => (
        <TextField
          key={key}
          label={label}
          isRequired
          value={values[key]}
          onChange={(v) => set(key, v)}
          {...issue.fieldProps(key)}
        />
      ))}
      <TextField
        label={T.position}
        description={T.positionHint}
        value={values.position}
        onChange={(v) => set('position', v)}
      />
    </FormModal>
  );
}
