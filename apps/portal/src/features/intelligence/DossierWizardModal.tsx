import { DOSSIER_TEXT as T, FACTIONS, GENDERS } from '@fbi/domain';
import { Modal, RadioGroup, Select, TextArea, TextField, Wizard } from '@fbi/ui';
import { useState } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { EvidenceFields } from '../../shared/evidence/EvidenceFields.tsx';
import { useApiMutation, type MutationDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
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

/** A field typed as one line of text. */
type TextKey = {
  [K in keyof DossierFormValues]: DossierFormValues[K] extends string ? K : never;
}[keyof DossierFormValues];

export interface DossierWizardModalProps<T> {
  /** The dialog's title. */
  title: string;
  /** The draft key: `dossier-create`, or `dossier-edit:{id}`. */
  draftKey: string;
  /** The values of an untouched form (empty, or the stored dossier). */
  initial: DossierFormValues;
  /** The last step's button text. */
  submitLabel: string;
  /** Sends the form. */
  save: (body: DossierInput) => Promise<T>;
  /** What the success toast says of the sent form and the answer (issue 24). */
  done: (body: DossierInput, answer: T) => MutationDone;
  /** Called with the answer after a successful send. */
  onSaved: (answer: T) => void;
  /** Called on Cancel, Esc or the close button. */
  onClose: () => void;
}

/**
 * The two-step IB dossier form (01 §2 "IB dossier (two steps)", §5 IB dossier): step 1 the
 * person — nick, race, nation, organization, position required; birth date, place, sex and
 * appearance optional — step 2 description, photo (uploaded on choice under the nick), at least
 * one suspicion and one link. A step's first failing rule shows in the red toast and under its
 * field; Back and a failed send keep both steps' input (a draft until sent).
 */
export function DossierWizardModal<T>({
  title,
  draftKey,
  initial,
  submitLabel,
  save,
  done,
  onSaved,
  onClose,
}: DossierWizardModalProps<T>) {
  const draft = useFormDraft(draftKey, initial);
  const { values, setValues } = draft;
  // Step 1 first, as the last step checks them (checkAll).
  const issue = useFieldIssue<keyof DossierFormValues>(
    () => validateDossierStepMain(values) ?? validateDossierStepExtra(values),
  );
  const [step, setStep] = useState(0);
  const mutation = useApiMutation({
    mutationFn: save,
    done: (answer, body) => done(body, answer),
    invalidates: [queryRoots.intelligence],
    onSuccess: (answer) => {
      draft.clear();
      onSaved(answer);
    },
  });
  const set = <K extends keyof DossierFormValues>(key: K, value: DossierFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    issue.clear(key);
  };
  const text = (key: TextKey, label: string, isRequired: boolean, extra: object = {}) => (
    <TextField
      label={label}
      isRequired={isRequired}
      value={values[key]}
      onChange={(v) => set(key, v)}
      {...issue.fieldProps(key)}
      {...extra}
    />
  );
  /** Step 2 checks step 1 again (a restored draft may skip it) and goes back to a failing one. */
  const checkAll = () => {
    const main = validateDossierStepMain(values);
    if (main) {
      issue.check(main);
      setStep(0);
      return false;
    }
    return issue.check(validateDossierStepExtra(values));
  };

  const steps = [
    {
      id: 'main',
      title: T.stepMain,
      validate: () => issue.check(validateDossierStepMain(values)),
      content: (
        <>
          {text('nick', T.nick, true)}
          {text('race', T.race, true)}
          {text('nation', T.nation, true)}
          <Select
            label={T.organization}
            isRequired
            items={ORGANIZATION_ITEMS}
            selectedKey={values.organization}
            onSelectionChange={(v) => set('organization', v)}
            {...issue.fieldProps('organization')}
          />
          {text('position', T.position, true)}
          {text('birthDate', T.birthDate, false, { placeholder: T.birthDatePlaceholder })}
          {text('birthPlace', T.birthPlace, false)}
          <RadioGroup
            label={T.sex}
            orientation="horizontal"
            items={SEX_ITEMS}
            value={values.sex === null ? null : values.sex ? 'male' : 'female'}
            onChange={(v) => set('sex', v === 'male')}
          />
          {text('eyes', T.eyes, false)}
          {text('height', T.height, false)}
          {text('weight', T.weight, false)}
          {text('hair', T.hair, false)}
        </>
      ),
    },
    {
      id: 'extra',
      title: T.stepExtra,
      validate: checkAll,
      content: (
        <>
          <TextArea
            label={T.description}
            isRequired
            value={values.description}
            onChange={(v) => set('description', v)}
            {...issue.fieldProps('description')}
          />
          <EvidenceFields
            texts={T}
            cautionsKind="text"
            values={values}
            onChange={set}
            fieldProps={issue.fieldProps}
            uploadPhoto={(file) => uploadDossierPhoto({ nick: values.nick.trim(), file })}
          />
        </>
      ),
    },
  ];

  return (
    <Modal
      title={title}
      isOpen
      size="lg"
      isDismissable={!mutation.isPending}
      isKeyboardDismissDisabled={mutation.isPending}
      onOpenChange={(open) => !open && !mutation.isPending && onClose()}
    >
      <Wizard
        steps={steps}
        step={step}
        onStepChange={setStep}
        onSubmit={() => mutation.mutate(dossierBodyOf(values))}
        onCancel={onClose}
        submitLabel={submitLabel}
        isPending={mutation.isPending}
      />
    </Modal>
  );
}
