import { ACADEMY_TEMPLATES_TEXT as T, canTake, recordHref, UI_TEXT } from '@fbi/domain';
import { Button, ConfirmDialog, FormModal } from '@fbi/ui';
import { useState } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useActionReasons } from '../../shared/useActionReasons.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import {
  activateTemplate,
  updateTemplate,
  type AcademyTemplate,
  type AcademyTemplateInput,
} from './api.ts';
import { TemplateFields } from './TemplateFields.tsx';
import { templateDraft } from './templateForm.ts';
import { useTemplateForm } from './useTemplateForm.ts';

export interface TemplateEditModalProps {
  /** An INACTIVE template (an ACTIVE one opens the read-only view). */
  template: AcademyTemplate;
  onClose: () => void;
}

/** True when the form differs from the stored template (then activation saves it first). */
function isChanged(template: AcademyTemplate, body: AcademyTemplateInput): boolean {
  const stored = {
    name: template.name,
    conditions: template.conditions.map((c) => ({
      name: c.name,
      rang: c.agentRank,
      conditionType: c.conditionType,
      optionCategoryName: c.optionCategoryName,
      testId: c.testId,
    })),
  };
  return JSON.stringify(stored) !== JSON.stringify(body);
}

/**
 * The edit modal of an INACTIVE academy template (03 §2, §4, §5), for the director: the fields of
 * {@link TemplateFields}; Save sends `PUT …/{id}/update`. Activate validates the form and asks to
 * confirm, saying what activation does (other templates deactivated, grades wiped, exams created
 * for every agent); confirming saves unsent edits first, then sends `PUT …/{id}/activate`. The
 * buttons follow the academy template machine.
 */
export function TemplateEditModal({ template, onClose }: TemplateEditModalProps) {
  const { roles } = useSession();
  const form = useTemplateForm(`academy-template-edit:${template.id}`, templateDraft(template));
  const [confirming, setConfirming] = useState<AcademyTemplateInput | null>(null);
  const href = recordHref('/academy-templates', template.id);
  const done = () => {
    form.draft.clear();
    onClose();
  };
  const save = useApiMutation({
    mutationFn: updateTemplate,
    invalidates: [queryRoots.academyTemplates],
    done: (_answer, sent) => ({ text: T.done.saved(sent.body.name), href }),
    onSuccess: done,
  });
  const activate = useApiMutation({
    mutationFn: async (body: AcademyTemplateInput) => {
      if (isChanged(template, body)) await updateTemplate({ id: template.id, body });
      return activateTemplate(template.id);
    },
    invalidates: [queryRoots.academyTemplates, queryRoots.academyExams],
    done: (_answer, sent) => ({ text: T.done.activated(sent.name), href }),
    onSuccess: done,
  });
  const canEdit = canTake('academyTemplate', 'edit', roles, template.status);
  const canActivate = canTake('academyTemplate', 'activate', roles, template.status);
  const reasons = useActionReasons('academyTemplate', template.status);

  const submit = () => {
    const body = form.payload();
    if (body) save.mutate({ id: template.id, body });
  };
  const askActivate = () => {
    const body = form.payload();
    if (body) setConfirming(body);
  };

  return (
    <>
      <FormModal
        title={`${T.editTitle}: ${template.name}`}
        isOpen={confirming === null}
        onCancel={onClose}
        onSubmit={submit}
        submitLabel={T.save}
        isSubmitDisabled={!canEdit}
        submitDisabledReason={reasons.of('edit')}
        isPending={save.isPending}
        size="lg"
        footerStart={
          <Button
            variant="secondary"
            onPress={askActivate}
            isDisabled={!canActivate || save.isPending}
            disabledReason={reasons.of('activate')}
          >
            {T.activate}
          </Button>
        }
      >
        <TemplateFields
          values={form.draft.values}
          onChange={canEdit ? form.onChange : undefined}
          tests={form.tests}
          fieldProps={form.issue.fieldProps}
        />
      </FormModal>
      <ConfirmDialog
        title={T.activateTitle}
        message={T.activateMessage(form.draft.values.name.trim() || template.name)}
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
