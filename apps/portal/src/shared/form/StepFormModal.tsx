import type { ValidationResult } from '@fbi/domain';
import { Modal, Wizard } from '@fbi/ui';
import { useState } from 'react';
import { FormFields, type FormField } from './FormFields.tsx';
import { useRecordForm, type FieldOf, type RecordFormOptions } from './useRecordForm.ts';

/** One step of the form: its title, its rule over the values, its fields. */
export interface FormStep<V> {
  id: string;
  title: string;
  /** The step's rules (a domain validator with the spec's messages); the first issue stops it. */
  validate: (values: V) => ValidationResult<FieldOf<V>>;
  /** The step's fields, in order. */
  fields: readonly FormField<V>[];
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
  const { values, check } = form;
  const [step, setStep] = useState(0);
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
          content: <FormFields fields={s.fields} form={form} />,
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
