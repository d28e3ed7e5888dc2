import { DOSSIER_TEXT as T, FACTIONS, GENDERS } from '@fbi/domain';
import { RadioGroup, Select, TextArea } from '@fbi/ui';
import { EvidenceFields } from '../../shared/evidence/EvidenceFields.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { StepFormModal, type StepFormModalProps } from '../../shared/form/StepFormModal.tsx';
import { uploadDossierPhoto, type DossierInput } from './api.ts';
import {
  dossierBodyOf,
  validateDossierStepExtra,
  validateDossierStepMain,
  type DossierFormValues,
} from './dossierForm.ts';

const SEX_ITEMS = [
  { id: 'male', label: GENDERS[0] },
  { id: 'female', label: GENDERS[1] },
];
const ORGANIZATION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

/** The form's title, draft, initial values, button and send (see StepFormModal). */
export type DossierWizardModalProps<T> = Omit<
  StepFormModalProps<DossierFormValues, DossierInput, T>,
  'steps' | 'bodyOf' | 'invalidates'
>;

/**
 * The two-step IB dossier form (01 §2 "IB dossier (two steps)", §5 IB dossier): step 1 the
 * person — nick, race, nation, organization, position required; birth date, place, sex and
 * appearance optional — step 2 description, photo (uploaded on choice under the nick), at least
 * one suspicion and one link. A step's first failing rule shows in the red toast and under its
 * field; Back and a failed send keep both steps' input (a draft until sent).
 */
export function DossierWizardModal<T>(props: DossierWizardModalProps<T>) {
  return (
    <StepFormModal<DossierFormValues, DossierInput, T>
      {...props}
      bodyOf={dossierBodyOf}
      invalidates={[queryRoots.intelligence]}
      steps={[
        {
          id: 'main',
          title: T.stepMain,
          validate: validateDossierStepMain,
          fields: ({ values, set, fieldProps, text }) => (
            <>
              {text('nick', T.nick)}
              {text('race', T.race)}
              {text('nation', T.nation)}
              <Select
                label={T.organization}
                isRequired
                items={ORGANIZATION_ITEMS}
                selectedKey={values.organization}
                onSelectionChange={(v) => set('organization', v)}
                {...fieldProps('organization')}
              />
              {text('position', T.position)}
              {text('birthDate', T.birthDate, {
                placeholder: T.birthDatePlaceholder,
                isRequired: false,
              })}
              {text('birthPlace', T.birthPlace, { isRequired: false })}
              <RadioGroup
                label={T.sex}
                orientation="horizontal"
                items={SEX_ITEMS}
                value={values.sex === null ? null : values.sex ? 'male' : 'female'}
                onChange={(v) => set('sex', v === 'male')}
              />
              {text('eyes', T.eyes, { isRequired: false })}
              {text('height', T.height, { isRequired: false })}
              {text('weight', T.weight, { isRequired: false })}
              {text('hair', T.hair, { isRequired: false })}
            </>
          ),
        },
        {
          id: 'extra',
          title: T.stepExtra,
          validate: validateDossierStepExtra,
          fields: ({ values, set, fieldProps }) => (
            <>
              <TextArea
                label={T.description}
                isRequired
                value={values.description}
                onChange={(v) => set('description', v)}
                {...fieldProps('description')}
              />
              <EvidenceFields
                texts={T}
                cautionsKind="text"
                values={values}
                onChange={set}
                fieldProps={fieldProps}
                uploadPhoto={(file) => uploadDossierPhoto({ nick: values.nick.trim(), file })}
              />
            </>
          ),
        },
      ]}
    />
  );
}
