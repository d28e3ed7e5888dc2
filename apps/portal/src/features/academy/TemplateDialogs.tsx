import { startsFrom } from '@fbi/domain';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';
import type { AcademyTemplate } from './api.ts';
import { TemplateEditModal } from './TemplateEditModal.tsx';
import { TemplateViewModal } from './TemplateViewModal.tsx';

/** The dialog of a template row: the template it shows. */
export interface TemplateDialog {
  template: AcademyTemplate;
}

/**
 * The dialog of a template row (03 §2): an editable template (one the machine lets be edited:
 * INACTIVE) opens the edit modal with its activate confirmation, an ACTIVE one the read-only view.
 */
export function TemplateDialogs({
  dialog: { template },
  onClose,
}: RowDialogsProps<TemplateDialog>) {
  return startsFrom('academyTemplate', 'edit', template.status) ? (
    <TemplateEditModal template={template} onClose={onClose} />
  ) : (
    <TemplateViewModal template={template} onClose={onClose} />
  );
}
