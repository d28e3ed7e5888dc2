import { ACADEMY_TEMPLATES_TEXT as T } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { FormFields } from '../../shared/form/FormFields.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import * as styles from './academy.css.ts';
import { testChoicesQueryOptions, type AcademyTemplate } from './api.ts';
import { templateFields } from './templateFields.tsx';
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
    <RecordModal title={`${T.viewTitle}: ${template.name}`} size="lg" onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.note}>{T.readOnlyNote}</p>
        <FormFields
          fields={templateFields(tests.data, true)}
          form={{
            values: templateDraft(template),
            set: () => undefined,
            fieldProps: noIssue,
            check: () => true,
          }}
          readOnly
        />
      </div>
    </RecordModal>
  );
}
