import { OFFICE_LEVELS, OFFICE_TEXT as T, validateOfficeLevel } from '@fbi/domain';
import { FormModal, Select } from '@fbi/ui';
import { useState } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation, recordDone } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { changeOfficeLevel, issueOfficeLevel, type OfficeRequest } from './api.ts';

const LEVEL_ITEMS = OFFICE_LEVELS.map((l) => ({ id: l, label: l }));

export interface OfficeLevelModalProps {
  request: OfficeRequest;
  /** 'issue' approves a request on check; 'change' changes an approved one's level. */
  mode: 'issue' | 'change';
  onCancel: () => void;
  /** The request after the level was saved. */
  onSaved: (request: OfficeRequest) => void;
}

/**
 * The access level choice (02 §2.6, §4 Office status): issuing access sends
 * `PUT …/approve?level=`, changing it `PUT …/update?level=`; a level must be chosen (02 §5, our
 * wording 'Выберите уровень допуска').
 */
export function OfficeLevelModal({ request, mode, onCancel, onSaved }: OfficeLevelModalProps) {
  const [level, setLevel] = useState<string | null>(request.level);
  const issue = useFieldIssue<'level'>(() => validateOfficeLevel(level));
  const save = useApiMutation({
    mutationFn: mode === 'issue' ? issueOfficeLevel : changeOfficeLevel,
    invalidates: [queryRoots.office],
    done: (updated, sent) =>
      recordDone(
        '/office',
        updated.id,
        (mode === 'issue' ? T.done.issued : T.done.changed)(updated.author, sent.level),
      ),
    onSuccess: (updated) => onSaved(updated),
  });
  const label = mode === 'issue' ? T.issueLevel : T.changeLevel;
  return (
    <FormModal
      title={`${label}: ${request.author}`}
      onCancel={onCancel}
      onSubmit={() => {
        if (issue.check(validateOfficeLevel(level)))
          save.mutate({ id: request.id, level: level ?? '' });
      }}
      submitLabel={label}
      isPending={save.isPending}
      size="sm"
    >
      <Select
        label={T.level}
        isRequired
        items={LEVEL_ITEMS}
        selectedKey={level}
        onSelectionChange={(v) => {
          setLevel(v);
          issue.clear('level');
        }}
        {...issue.fieldProps('level')}
      />
    </FormModal>
  );
}
