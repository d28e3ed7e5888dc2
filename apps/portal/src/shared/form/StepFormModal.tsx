import type { ValidationResult } from '@fbi/domain';
import { Modal, TextField, Wizard } from '@fbi/ui';
import { useState, type ReactNode } from 'react';
import { useRecordForm, type FieldOf, type RecordForm, type RecordFormOptions } from './useRecordForm.ts';

/** The fields of `V` typed as one line of text. */
type TextFieldOf<V> = { [K in FieldOf<V>]: V[K] extends string ? K : never }[FieldOf<V>];

/** What a step's fields get from the form (its values are every step's). */
export interface StepForm<V> extends Pick<RecordForm<V>, 'values' | 'set' | 'fieldProps'> {
  /** A one-line text field of `key`, required unless told (`placeholder` as given). */
  text: (
    key: TextFieldOf<V>,
    label: string,
    options?: { isRequired?: boolean; placeholder?: string },
  ) => ReactNode;
}

/** One step of the form: its title, its rule over the values, its fields. */
export interface FormStep<V> {
  id: string;
  title: string;
  /** The step's rules (a domain validator with the spec's messages); the first issue stops it. */
  validate: (values: V) => ValidationResult<FieldOf<V>>;
  fields: (form: StepForm<V>) => ReactNode;
}

export interface StepFormModalProps<V, B, T> extends Omit<RecordFormOptions<V, B, T>, 'validate'> {
  /** The dialog's title. */
  title: string;
  /** The last step's button text. */
  submitLabel: string;
  /** The steps, in order. */
  steps: readonly FormStep<V>[];
  /** Called on Cancel, Esc or the close button (not while sending). */
  onClose: () => void;
}

/**
 * A record's form in steps (01 §2: the MW report and the IB dossier, "main info, then additional
 * info, with back"): each step's first failing rule shows in the red toast and under its field and
 * the step stays; the last step checks every step again (a restored draft may skip one) and goes
 * back to the first failing one. Back and a failed send keep every step's input, kept as a draft
 * until sent.
 */
export function StepFormModal<V extends object, B, T>({
  title,
  submitLabel,
  steps,
  onClose,
  ...options
}: StepFormModalProps<V, B, T>) {
  // The whole form's rules, step by step: a red toast closes once its field passes.
  const form = useRecordForm({
    ...options,
    validate: (values) =>
      steps.reduce<ValidationResult<FieldOf<V>>>((found, s) => found ?? s.validate(values), null),
  });
  const { values, set, fieldProps, check } = form;
  const [step, setStep] = useState(0);
  const stepForm: StepForm<V> = {
    values,
    set,
    fieldProps,
    text: (key, label, { isRequired = true, placeholder } = {}) => (
      <TextField
        label={label}
        isRequired={isRequired}
        placeholder={placeholder}
        value={values[key] as string}
        onChange={(v) => set(key, v as V[typeof key])}
        {...fieldProps(key)}
      />
    ),
  };
  /** The last step: every step's rules again, back to the first step that fails. */
  const checkAll = () => {
    const failing = steps.findIndex((s) => s.validate(values));
    if (failing === -1) return check(null);
    check(steps[failing]?.validate(values) ?? null);
    setStep(failing);
    return false;
  };

  return (
    <Modal
      title={title}
      isOpen
      size="lg"
      isDismissable={!form.isPending}
      isKeyboardDismissDisabled={form.isPending}
      onOpenChange={(open) => !open && !form.isPending && onClose()}
    >
      <Wizard
        steps={steps.map((s, i) => ({
          id: s.id,
          title: s.title,
          validate: i === steps.length - 1 ? checkAll : () => check(s.validate(values)),
          content: s.fields(stepForm),
        }))}
        step={step}
        onStepChange={setStep}
        onSubmit={form.submit}
        onCancel={onClose}
        submitLabel={submitLabel}
        isPending={form.isPending}
      />
    </Modal>
  );
}
