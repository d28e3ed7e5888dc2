import { OFFICE_LEVELS, OFFICE_TEXT as T, validateOfficeLevel } from '@fbi/domain';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import { changeOfficeLevel, issueOfficeLevel, type OfficeRequest } from './api.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

const FIELDS: readonly FormField<{ level: string | null }>[] = [
  { key: 'level', label: T.level, kind: 'select', items: itemsOf(OFFICE_LEVELS) },
];

export interface OfficeLevelModalProps extends RowStepProps<OfficeRequest> {
  request: OfficeRequest;
  /** 'issue' approves a request on check; 'change' changes an approved one's level. */
  mode: 'issue' | 'change';
}

/**
 * The access level choice (02 §2.6, §4 Office status): issuing access sends
 * `PUT …/approve?level=`, changing it `PUT …/update?level=`; a level must be chosen (02 §5, our
 * wording 'Выберите уровень допуска'). The choice is kept as a draft per request until sent.
 */
export function OfficeLevelModal({ request, mode, onCancel, onDone }: OfficeLevelModalProps) {
  const label = mode === 'issue' ? T.issueLevel : T.changeLevel;
  return (
    <RecordFormModal
      title={`${label}: ${request.author}`}
      submitLabel={label}
      size="sm"
      fields={FIELDS}
      draftKey={`office-level:${mode}:${request.id}`}
      initial={{ level: request.level }}
      validate={(v) => validateOfficeLevel(v.level)}
      bodyOf={(v) => ({ id: request.id, level: v.level ?? '' })}
      save={mode === 'issue' ? issueOfficeLevel : changeOfficeLevel}
      invalidates={[queryRoots.office]}
      done={(updated, sent) =>
        recordDone(
          '/office',
          updated.id,
          (mode === 'issue' ? T.done.issued : T.done.changed)(updated.author, sent.level),
        )
      }
      onClose={onCancel}
      onSaved={onDone}
    />
  );
}
