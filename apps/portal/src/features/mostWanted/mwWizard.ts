import { MW_MAIN_VIOLATIONS, MW_TEXT as T, validateMwExtra, validateMwMain } from '@fbi/domain';
import { evidenceFields } from '../../shared/evidence/evidenceFields.tsx';
import { personFields } from '../../shared/evidence/person.ts';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { StepFormModalProps } from '../../shared/form/StepFormModal.tsx';
import { uploadMostWantedPhoto, type MostWantedInput } from './api.ts';
import { mwBodyOf, type MwFormValues } from './mwForm.ts';

/** Step 1: the person (01 §5 MW form; birth date and place have limits only). */
const MAIN_FIELDS: readonly FormField<MwFormValues>[] = [
  { key: 'nameSurname', label: T.nameSurname, kind: 'text' },
  ...personFields<MwFormValues>(T, true),
  { key: 'race', label: T.race, kind: 'text' },
  { key: 'nation', label: T.nation, kind: 'text' },
];

/**
 * The two-step MW form, for creation and edit alike (01 §2 "main info, then additional info, with
 * back"; §5 MW form): step 1 the person (nameSurname, birth date and place, sex, appearance, race,
 * nation), step 2 the case (activity, signs, description, main violation, photo, articles `N.N УК`,
 * links). Each step's first failing rule shows in the red toast and under its field and the step
 * stays; Back and a failed send keep both steps' input (kept as a draft until sent). The photo is
 * uploaded on choice under the step-1 nick (`POST …/{nick}/photo`).
 */
export const MW_WIZARD: Pick<
  StepFormModalProps<MwFormValues, MostWantedInput, unknown>,
  'steps' | 'bodyOf' | 'invalidates'
> = {
  bodyOf: mwBodyOf,
  invalidates: [queryRoots.mostWanted],
  steps: [
    { id: 'main', title: T.stepMain, validate: validateMwMain, fields: MAIN_FIELDS },
    {
      id: 'extra',
      title: T.stepExtra,
      validate: validateMwExtra,
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
  ],
};
