import { ACADEMY_TEMPLATES_TEXT as T, MODAL_TITLES, UI_TEXT } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addTemplate, testChoicesQueryOptions } from './api.ts';
import { templateFields } from './templateFields.tsx';
import { emptyTemplate, templateRules } from './templateForm.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/**
 * The academy template creation modal from the sidebar (03 §2, §5, §7): the name and condition
 * rows (added and removed, at least one); sent as `POST /academy-template/add` with ranks as
 * TRAINEE / ATTENDANT / JUNIOR_AGENT and types as OPTION / LOGICAL / TEST. A failing rule shows in
 * the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default function TemplateCreateModal({ onClose, title }: HostModalProps) {
  const tests = useQuery(testChoicesQueryOptions()).data;
  return (
    <RecordFormModal
      title={title || MODAL_TITLES.academyTemplate}
      submitLabel={UI_TEXT.create}
      size="lg"
      fields={templateFields(tests)}
      draftKey="academy-template-create"
      initial={emptyTemplate()}
      {...templateRules(tests)}
      // The rules passed, so the payload is there.
      save={async (body) => body && addTemplate(body)}
      invalidates={[queryRoots.academyTemplates]}
      done={(answer, sent) =>
        createdDone(
          '/academy-templates',
          answer,
          T.done.created(sent?.name ?? ''),
          'academyTemplates',
        )
      }
      onClose={onClose}
    />
  );
}
