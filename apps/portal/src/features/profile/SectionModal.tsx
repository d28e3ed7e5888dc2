import {
  PROFILE_TEXT as T,
  SKILLS_MAX,
  validateProfileSection,
  type ProfileSection,
} from '@fbi/domain';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { saveProfileSection, type ProfileStepProps } from './api.ts';

/**
 * The edit modal of one text block (02 §2.11, §5 Profile sections): required, with the block's
 * message letter for letter; skills at most 2500 characters with a counter (the field does not
 * cut the text, so the rule's message shows instead). Saved with `PUT …/{section}` (or its
 * `nick/{nick}` form); an achievement in the answer shows the green toast at once.
 */
export function SectionModal({
  nick,
  section,
  profile,
  onClose,
}: ProfileStepProps & { section: ProfileSection }) {
  return (
    <RecordFormModal
      title={T.editTitle(T[section])}
      submitLabel={T.save}
      size="lg"
      fields={[
        {
          key: 'value',
          label: T[section],
          kind: 'textarea',
          rows: 10,
          description:
            section === 'skills' ? (v) => T.counter(v.value.length, SKILLS_MAX) : undefined,
        },
      ]}
      draftKey={`profile-${section}:${profile.nick}`}
      initial={{ value: profile[section] ?? '' }}
      // The rule names the block; the form's one field holds it.
      validate={(v) => {
        const found = validateProfileSection(section, v.value);
        return found && { ...found, field: 'value' };
      }}
      bodyOf={(v) => ({ nick, section, value: v.value.trim() })}
      save={saveProfileSection}
      invalidates={[queryRoots.profile]}
      done={() => ({ text: T.done.sectionSaved(profile.nick, T[section]) })}
      onClose={onClose}
    />
  );
}
