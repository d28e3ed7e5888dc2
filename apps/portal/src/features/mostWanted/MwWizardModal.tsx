import { GENDERS, MW_MAIN_VIOLATIONS, MW_TEXT as T } from '@fbi/domain';
import { RadioGroup, Select, TextArea } from '@fbi/ui';
import { EvidenceFields } from '../../shared/evidence/EvidenceFields.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { StepFormModal, type StepFormModalProps } from '../../shared/form/StepFormModal.tsx';
import { uploadMostWantedPhoto, type MostWantedInput } from './api.ts';
import { mwBodyOf, validateMwStepExtra, validateMwStepMain, type MwFormValues } from './mwForm.ts';

const SEX_ITEMS = [
  { id: 'male', label: GENDERS[0] },
  { id: 'female', label: GENDERS[1] },
];
const VIOLATION_ITEMS = MW_MAIN_VIOLATIONS.map((v) => ({ id: v, label: v }));

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
        {
          id: 'main',
          title: T.stepMain,
          validate: validateMwStepMain,
          fields: ({ values, set, fieldProps, text }) => (
            <>
              {text('nameSurname', T.nameSurname)}
              {text('birthDate', T.birthDate, {
                placeholder: T.birthDatePlaceholder,
                isRequired: false,
              })}
              {text('birthPlace', T.birthPlace, { isRequired: false })}
              <RadioGroup
                label={T.sex}
                isRequired
                orientation="horizontal"
                items={SEX_ITEMS}
                value={values.sex === null ? null : values.sex ? 'male' : 'female'}
                onChange={(v) => set('sex', v === 'male')}
                {...fieldProps('sex')}
              />
              {text('eyes', T.eyes)}
              {text('height', T.height)}
              {text('weight', T.weight)}
              {text('hair', T.hair)}
              {text('race', T.race)}
              {text('nation', T.nation)}
            </>
          ),
        },
        {
          id: 'extra',
          title: T.stepExtra,
          validate: validateMwStepExtra,
          fields: ({ values, set, fieldProps, text }) => (
            <>
              {text('activity', T.activity)}
              {text('signs', T.signs)}
              <TextArea
                label={T.description}
                isRequired
                value={values.description}
                onChange={(v) => set('description', v)}
                {...fieldProps('description')}
              />
              <Select
                label={T.mainViolation}
                isRequired
                items={VIOLATION_ITEMS}
                selectedKey={values.mainViolation}
                onSelectionChange={(v) => set('mainViolation', v)}
                {...fieldProps('mainViolation')}
              />
              <EvidenceFields
                texts={T}
                cautionsKind="ukArticle"
                values={values}
                onChange={set}
                fieldProps={fieldProps}
                uploadPhoto={(file) =>
                  uploadMostWantedPhoto({ nick: values.nameSurname.trim(), file })
                }
              />
            </>
          ),
        },
      ]}
    />
  );
}
