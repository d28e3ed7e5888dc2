import { GENDERS, MW_MAIN_VIOLATIONS, MW_TEXT as T, type ValidationIssue } from '@fbi/domain';
import { Modal, RadioGroup, Select, TextArea, TextField, Wizard } from '@fbi/ui';
import { useState } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { EvidenceFields } from '../../shared/evidence/EvidenceFields.tsx';
import { useApiMutation, type MutationDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { uploadMostWantedPhoto, type MostWantedInput } from './api.ts';
import {
  mwBodyOf,
  validateMwStepExtra,
  validateMwStepMain,
  type MwField,
  type MwFormValues,
} from './mwForm.ts';

const SEX_ITEMS = [
  { id: 'male', label: GENDERS[0] },
  { id: 'female', label: GENDERS[1] },
];
const VIOLATION_ITEMS = MW_MAIN_VIOLATIONS.map((v) => ({ id: v, label: v }));

/** A field typed as one line of text. */
type TextKey = {
  [K in MwField & keyof MwFormValues]: MwFormValues[K] extends string ? K : never;
}[MwField & keyof MwFormValues];

export interface MwWizardModalProps<T> {
  /** The dialog's title. */
  title: string;
  /** The draft key: `mw-create`, or `mw-edit:{id}`. */
  draftKey: string;
  /** The values of an untouched form (empty, or the stored report). */
  initial: MwFormValues;
  /** The last step's button text. */
  submitLabel: string;
  /** Sends the form. */
  save: (body: MostWantedInput) => Promise<T>;
  /** What the success toast says of the sent form and the answer (issue 24). */
  done: (body: MostWantedInput, answer: T) => MutationDone;
  /** Called with the answer after a successful send. */
  onSaved: (answer: T) => void;
  /** Called on Cancel, Esc or the close button. */
  onClose: () => void;
}

/**
 * The two-step MW form (01 §2 "main info, then additional info, with back"; §5 MW form): step 1
 * the person (nameSurname, birth date and place, sex, appearance, race, nation), step 2 the case
 * (activity, signs, description, main violation, photo, articles `N.N УК`, links). Each step's
 * first failing rule shows in the red toast and under its field and the step stays; Back and a
 * failed send keep both steps' input (kept as a draft until sent). The photo is uploaded on choice
 * under the step-1 nick (`POST …/{nick}/photo`).
 */
export function MwWizardModal<T>({
  title,
  draftKey,
  initial,
  submitLabel,
  save,
  done,
  onSaved,
  onClose,
}: MwWizardModalProps<T>) {
  const draft = useFormDraft(draftKey, initial);
  const { values, setValues } = draft;
  // Step 1 first, as the last step checks them (checkAll).
  const issue = useFieldIssue<MwField>(
    () => validateMwStepMain(values) ?? validateMwStepExtra(values),
  );
  const [step, setStep] = useState(0);
  const mutation = useApiMutation({
    mutationFn: save,
    done: (answer, body) => done(body, answer),
    invalidates: [queryRoots.mostWanted],
    onSuccess: (answer) => {
      draft.clear();
      onSaved(answer);
    },
  });
  const set = <K extends keyof MwFormValues>(key: K, value: MwFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    issue.clear(key);
  };
  const text = (key: TextKey, label: string, extra: object = {}) => (
    <TextField
      label={label}
      isRequired
      value={values[key]}
      onChange={(v) => set(key, v)}
      {...issue.fieldProps(key)}
      {...extra}
    />
  );
  /** Step 2 checks step 1 again (a restored draft may skip it) and goes back to a failing one. */
  const checkAll = () => {
    const main: ValidationIssue<MwField> | null = validateMwStepMain(values);
    if (main) {
      issue.check(main);
      setStep(0);
      return false;
    }
    return issue.check(validateMwStepExtra(values));
  };

  const steps = [
    {
      id: 'main',
      title: T.stepMain,
      validate: () => issue.check(validateMwStepMain(values)),
      content: (
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
            {...issue.fieldProps('sex')}
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
      validate: checkAll,
      content: (
        <>
          {text('activity', T.activity)}
          {text('signs', T.signs)}
          <TextArea
            label={T.description}
            isRequired
            value={values.description}
            onChange={(v) => set('description', v)}
            {...issue.fieldProps('description')}
          />
          <Select
            label={T.mainViolation}
            isRequired
            items={VIOLATION_ITEMS}
            selectedKey={values.mainViolation}
            onSelectionChange={(v) => set('mainViolation', v)}
            {...issue.fieldProps('mainViolation')}
          />
          <EvidenceFields
            texts={T}
            cautionsKind="ukArticle"
            values={values}
            onChange={set}
            fieldProps={issue.fieldProps}
            uploadPhoto={(file) => uploadMostWantedPhoto({ nick: values.nameSurname.trim(), file })}
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
        onSubmit={() => mutation.mutate(mwBodyOf(values))}
        onCancel={onClose}
        submitLabel={submitLabel}
        isPending={mutation.isPending}
      />
    </Modal>
  );
}
