import { validateAcademyTemplate, type AcademyTemplateField } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { testChoicesQueryOptions, type AcademyTemplateInput } from './api.ts';
import { normalizeTemplate, templatePayload, type TemplateDraft } from './templateForm.ts';

/**
 * The state of an academy template form (03 §2, §5): the draft kept per form, the loaded tests,
 * the failed check, and `payload()`, which validates the normalized form (its message in the
 * toast and under its field) and returns what to send, or null when a rule fails.
 * @param draftKey the draft's key (`academy-template-edit:{id}` for an edit form).
 */
export function useTemplateForm(draftKey: string, initial: TemplateDraft) {
  const draft = useFormDraft(draftKey, initial);
  const tests = useQuery(testChoicesQueryOptions());
  const normalized = () =>
    normalizeTemplate(
      draft.values,
      tests.data?.map((t) => t.id),
    );
  const issue = useFieldIssue<AcademyTemplateField>(() => validateAcademyTemplate(normalized()));

  const onChange = (values: TemplateDraft, edited: AcademyTemplateField) => {
    draft.setValues(values);
    issue.clear(edited);
  };

  const payload = (): AcademyTemplateInput | null => {
    const form = normalized();
    if (!issue.check(validateAcademyTemplate(form))) return null;
    return templatePayload(form);
  };

  return { draft, issue, tests: tests.data, onChange, payload };
}
