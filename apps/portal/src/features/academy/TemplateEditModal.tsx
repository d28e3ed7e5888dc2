import { ACADEMY_TEMPLATES_TEXT as T, canTake, recordHref, UI_TEXT } from '@fbi/domain';
import { Button, ConfirmDialog, FormModal } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormFields } from '../../shared/form/FormFields.tsx';
import { useRecordForm } from '../../shared/form/useRecordForm.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  activateTemplate,
  testChoicesQueryOptions,
  updateTemplate,
  type AcademyTemplate,
  type AcademyTemplateInput,
} from './api.ts';
import { templateFields } from './templateFields.tsx';
import { templateDraft, templateRules } from './templateForm.ts';

export interface TemplateEditModalProps {
  /** An INACTIVE template (an ACTIVE one opens the read-only view). */
  template: AcademyTemplate;
  onClose: () => void;
}

/** True when the form differs from the stored template (then activation saves it first). */
const isChanged = (template: AcademyTemplate, body: AcademyTemplateInput) =>
  JSON.stringify(templateDraft(template)) !== JSON.stringify(body);

/**
 * The edit modal of an INACTIVE academy template (03 §2, §4, §5), for the director: the fields of
 * {@link templateFields}; Save sends `PUT …/{id}/update`. Activate validates the form and asks to
 * confirm, saying what activation does (other templates deactivated, grades wiped, exams created
 * for every agent); confirming saves unsent edits first, then sends `PUT …/{id}/activate`. The
 * buttons follow the academy template machine.
 */
export function TemplateEditModal({ template, onClose }: TemplateEditModalProps) {
  const { roles } = useSession();
  const tests = useQuery(testChoicesQueryOptions()).data;
  const rules = templateRules(tests);
  const [confirming, setConfirming] = useState<AcademyTemplateInput | null>(null);
  const href = recordHref('/academy-templates', template.id);
  const form = useRecordForm({
    draftKey: `academy-template-edit:${template.id}`,
    initial: templateDraft(template),
    validate: rules.validate,
    bodyOf: (values) => ({ id: template.id, body: rules.bodyOf(values) }),
    // The rules passed, so the payload is there.
    save: async ({ id, body }) => body && updateTemplate({ id, body }),
    invalidates: [queryRoots.academyTemplates],
    done: (_answer, sent) => ({ text: T.done.saved(sent.body?.name ?? ''), href }),
    onSaved: onClose,
  });
  const activate = useApiMutation({
    mutationFn: async (body: AcademyTemplateInput) => {
      if (isChanged(template, body)) await updateTemplate({ id: template.id, body });
      return activateTemplate(template.id);
    },
    invalidates: [queryRoots.academyTemplates, queryRoots.academyExams],
    done: (_answer, sent) => ({ text: T.done.activated(sent.name), href }),
    onSuccess: () => {
      form.forget();
      onClose();
    },
  });
  const canEdit = canTake('academyTemplate', 'edit', roles, template.status);
  const canActivate = canTake('academyTemplate', 'activate', roles, template.status);
  const reasons = useActionReasons('academyTemplate', template.status);
  const askActivate = () => {
    const body = form.check(rules.validate(form.values)) && rules.bodyOf(form.values);
    if (body) setConfirming(body);
  };

  return (
    <>
      <FormModal
        title={`${T.editTitle}: ${template.name}`}
        isOpen={confirming === null}
        onCancel={onClose}
        onSubmit={form.submit}
        submitLabel={T.save}
        isSubmitDisabled={!canEdit}
        submitDisabledReason={reasons.of('edit')}
        isPending={form.isPending}
        size="lg"
        footerStart={
          <Button
            variant="secondary"
            onPress={askActivate}
            isDisabled={!canActivate || form.isPending}
            disabledReason={reasons.of('activate')}
          >
            {T.activate}
          </Button>
        }
      >
        <FormFields fields={templateFields(tests, !canEdit)} form={form} readOnly={!canEdit} />
      </FormModal>
      <ConfirmDialog
        title={T.activateTitle}
        message={T.activateMessage(form.values.name.trim() || template.name)}
        confirmLabel={T.activate}
        cancelLabel={UI_TEXT.cancel}
        tone="primary"
        isOpen={confirming !== null}
        isPending={activate.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => confirming && activate.mutate(confirming)}
      />
    </>
  );
}
