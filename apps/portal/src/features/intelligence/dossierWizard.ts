import {
  DOSSIER_TEXT as T,
  FACTIONS,
  validateDossierExtra,
  validateDossierMain,
} from '@fbi/domain';
import { evidenceFields } from '../../shared/evidence/evidenceFields.tsx';
import { personFields } from '../../shared/evidence/person.ts';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import type { StepFormModalProps } from '../../shared/form/StepFormModal.tsx';
import { uploadDossierPhoto, type DossierInput } from './api.ts';
import { dossierBodyOf, type DossierFormValues } from './dossierForm.ts';

/** Step 1: the person (01 §5 IB dossier: the first five required, the rest optional). */
const MAIN_FIELDS: readonly FormField<DossierFormValues>[] = [
  { key: 'nick', label: T.nick, kind: 'text' },
  { key: 'race', label: T.race, kind: 'text' },
  { key: 'nation', label: T.nation, kind: 'text' },
  { key: 'organization', label: T.organization, kind: 'select', items: itemsOf(FACTIONS) },
  { key: 'position', label: T.position, kind: 'text' },
  ...personFields<DossierFormValues>(T, false),
];

/**
 * The two-step IB dossier form, for creation and edit alike (01 §2 "IB dossier (two steps)", §5 IB
 * dossier): step 1 the person — nick, race, nation, organization, position required; birth date,
 * place, sex and appearance optional — step 2 description, photo (uploaded on choice under the
 * nick), at least one suspicion and one link. A step's first failing rule shows in the red toast
 * and under its field; Back and a failed send keep both steps' input (a draft until sent).
 */
export const DOSSIER_WIZARD: Pick<
  StepFormModalProps<DossierFormValues, DossierInput, unknown>,
  'steps' | 'bodyOf' | 'invalidates'
> = {
  bodyOf: dossierBodyOf,
  invalidates: [queryRoots.intelligence],
  steps: [
    { id: 'main', title: T.stepMain, validate: validateDossierMain, fields: MAIN_FIELDS },
    {
      id: 'extra',
      title: T.stepExtra,
      validate: validateDossierExtra,
      fields: [
        { key: 'description', label: T.description, kind: 'textarea' },
        // The photo goes under the step-1 nick.
        ...evidenceFields<DossierFormValues>(T, 'text', (file, v) =>
          uploadDossierPhoto({ nick: v.nick.trim(), file }),
        ),
      ],
    },
  ],
};
