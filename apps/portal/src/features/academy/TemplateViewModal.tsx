import { ACADEMY_TEMPLATES_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Button, Modal } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import * as styles from './academy.css.ts';
import { testChoicesQueryOptions, type AcademyTemplate } from './api.ts';
import { TemplateFields } from './TemplateFields.tsx';
import { templateDraft } from './templateForm.ts';

const noIssue = () => ({ isInvalid: false, errorMessage: undefined });

export interface TemplateViewModalProps {
  template: AcademyTemplate;
  onClose: () => void;
}

/** An ACTIVE academy template, read-only (03 §2, §4: "an active one is read-only"). */
export function TemplateViewModal({ template, onClose }: TemplateViewModalProps) {
  const tests = useQuery(testChoicesQueryOptions());
  return (
    <Modal
      title={`${T.viewTitle}: ${template.name}`}
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Button variant="secondary" onPress={onClose}>
          {UI_TEXT.close}
        </Button>
      }
    >
      <p className={styles.muted}>{T.readOnlyNote}</p>
      <TemplateFields values={templateDraft(template)} tests={tests.data} fieldProps={noIssue} />
    </Modal>
  );
}
