import { MW_MAIN_VIOLATIONS, MW_TEXT as T } from '@fbi/domain';
import { evidenceFields, sexField } from '../../shared/evidence/evidenceFields.tsx';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { StepFormModal, type StepFormModalProps } from '../../shared/form/StepFormModal.tsx';
import { uploadMostWantedPhoto, type MostWantedInput } from './api.ts';
import { mwBodyOf, validateMwStepExtra, validateMwStepMain, type MwFormValues } from './mwForm.ts';

/** Step 1: the person (01 §5 MW form; birth date and place have limits only). */
const MAIN_FIELDS: readonly FormField<MwFormValues>[] = [
  { key: 'nameSurname', label: T.nameSurname, kind: 'text' },
  {
    key: 'birthDate',
    label: T.birthDate,
    kind: 'text',
    placeholder: T.birthDatePlaceholder,
    isRequired: false,
  },
  { key: 'birthPlace', label: T.birthPlace, kind: 'text', isRequired: false },
  ...sexField<MwFormValues>(T.sex, true),
  { key: 'eyes', label: T.eyes, kind: 'text' },
  { key: 'height', label: T.height, kind: 'text' },
  { key: 'weight', label: T.weight, kind: 'text' },
  { key: 'hair', label: T.hair, kind: 'text' },
  { key: 'race', label: T.race, kind: 'text' },
  { key: 'nation', label: T.nation, kind: 'text' },
];

/** The form's title, draft, initial values, button and send (see StepFormModal). */
export type MwWizardModalProps<T> = Omit<
  StepFormModalProps<MwFormValues, MostWantedInput, T>,
  'steps' | 'bodyOf' | 'invalidates'
>;

/**
 * The two-step MW form (01 §2 "main info, then additional info, with back"; §5 MW form): step 1
 * the person (nameSurname, birth date and place, sex, appearance, race, nation), step 2 the case
 * (activity, signs, description, main violation, photo, articles `N.N УК`, links). Each step's
 * first failing rule shows in the red toast and under its field and the step stays; Back and a
 * failed send keep both steps' input (kept as a draft until sent). The photo is uploaded on choice
 * under the step-1 nick (`POST …/{nick}/photo`).
 */
export function MwWizardModal<T>(props: MwWizardModalProps<T>) {
  return (
    <StepFormModal<MwFormValues, MostWantedInput, T>
      {...props}
      bodyOf={mwBodyOf}
      invalidates={[queryRoots.mostWanted]}
      steps={[
        { id: 'main', title: T.stepMain, validate: validateMwStepMain, fields: MAIN_FIELDS },
        {
          id: 'extra',
          title: T.stepExtra,
          validate: validateMwStepExtra,
          fields: [
            { key: 'activity', label: T.activity, kind: 'text' },
            { key: 'signs', label: T.signs, kind: 'text' },
            { key: 'description', label: T.description, kind: 'textarea' },
            {
              key: 'mainViolation',
              label: T.mainViolation,
              kind: 'select',
              items: itemsOf(MW_MAIN_VIOLATIONS),
            },
            // The photo goes under the step-1 nick.
            ...evidenceFields<MwFormValues>(T, 'ukArticle', (file, v) =>
              uploadMostWantedPhoto({ nick: v.nameSurname.trim(), file }),
            ),
          ],
        },
      ]}
    />
  );
}
