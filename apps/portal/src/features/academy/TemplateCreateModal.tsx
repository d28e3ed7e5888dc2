import { ACADEMY_TEMPLATES_TEXT as T, MODAL_TITLES, UI_TEXT } from '@fbi/domain';
import { FormModal } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { addTemplate } from './api.ts';
import { TemplateFields } from './TemplateFields.tsx';
import { emptyTemplate } from './templateForm.ts';
import { useTemplateForm } from './useTemplateForm.ts';

/**
 * The academy template creation modal from the sidebar (03 §2, §5, §7): the name and condition
 * rows (added and removed, at least one); sent as `POST /academy-template/add` with ranks as
 * TRAINEE / ATTENDANT / JUNIOR_AGENT and types as OPTION / LOGICAL / TEST. A failing rule shows in
 * the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default function TemplateCreateModal({ onClose, title }: HostModalProps) {
  const form = useTemplateForm('academy-template-create', emptyTemplate());
  const add = useApiMutation({
    mutationFn: addTemplate,
    invalidates: [queryRoots.academyTemplates],
    done: (_answer, sent) => ({ text: T.done.created(sent.name), href: '/academy-templates' }),
    onSuccess: () => {
      form.draft.clear();
      onClose();
    },
  });

  const submit = () => {
    const body = form.payload();
    if (body) add.mutate(body);
  };

  return (
    <FormModal
      title={title || MODAL_TITLES.academyTemplate}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={UI_TEXT.create}
      isPending={add.isPending}
      size="lg"
    >
      <TemplateFields
        values={form.draft.values}
        onChange={form.onChange}
        tests={form.tests}
        fieldProps={form.issue.fieldProps}
      />
    </FormModal>
  );
}
