import {
  PROFILE_TEXT as T,
  SKILLS_MAX,
  validateProfileSection,
  type ProfileSection,
} from '@fbi/domain';
import { FormModal, TextArea } from '@fbi/ui';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { saveProfileSection, type Profile } from './api.ts';

export interface SectionModalProps {
  /** Whose profile: null for one's own, a nick on /hr-profile. */
  nick: string | null;
  section: ProfileSection;
  profile: Profile;
  onClose: () => void;
}

/**
 * The edit modal of one text block (02 §2.11, §5 Profile sections): required, with the block's
 * message letter for letter; skills at most 2500 characters with a counter (the field does not
 * cut the text, so the rule's message shows instead). Saved with `PUT …/{section}` (or its
 * `nick/{nick}` form); an achievement in the answer shows the green toast at once.
 */
export function SectionModal({ nick, section, profile, onClose }: SectionModalProps) {
  const draft = useFormDraft(`profile-${section}:${profile.nick}`, {
    value: profile[section] ?? '',
  });
  const { value } = draft.values;
  const issue = useFieldIssue<ProfileSection>(() => validateProfileSection(section, value));
  const save = useApiMutation({
    mutationFn: saveProfileSection,
    invalidates: [queryRoots.profile],
    done: () => ({ text: T.done.sectionSaved(profile.nick, T[section]) }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const submit = () => {
    if (!issue.check(validateProfileSection(section, value))) return;
    save.mutate({ nick, section, value: value.trim() });
  };

  return (
    <FormModal
      title={T.editTitle(T[section])}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.save}
      isPending={save.isPending}
      size="lg"
    >
      <TextArea
        label={T[section]}
        isRequired
        rows={10}
        value={value}
        description={section === 'skills' ? T.counter(value.length, SKILLS_MAX) : undefined}
        onChange={(v) => {
          draft.setValues({ value: v });
          issue.clear(section);
        }}
        {...issue.fieldProps(section)}
      />
    </FormModal>
  );
}
