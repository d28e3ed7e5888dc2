import { ACTS_TEXT as T, statusLabel, validateVerdict } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import { updateActVerdict, type Act, type VerdictStatus } from './api.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

export interface ActVerdictModalProps extends RowStepProps<Act> {
  act: Act;
  /** The status the verdict goes with: AWAIT_IN_GAME or DECLINED (02 §4). */
  status: VerdictStatus;
}

const FIELDS: readonly FormField<{ verdict: string }>[] = [
  { key: 'verdict', label: T.verdict, kind: 'textarea', rows: 4 },
];

/**
 * The verdict modal (02 §2.1, §5 Act verdict): a verdict text, required ('Вердикт не может быть
 * пустым'); Save sends `PUT …/update/verdict` with the verdict and the status together. The
 * verdict typed is kept as a draft per act until it is sent.
 */
export function ActVerdictModal({ act, status, onCancel, onDone }: ActVerdictModalProps) {
  return (
    <RecordFormModal
      title={`${T.verdictFor(statusLabel('act', status))}: ${act.nick}`}
      submitLabel={T.verdictSubmit}
      fields={FIELDS}
      draftKey={`act-verdict:${act.id}`}
      initial={{ verdict: '' }}
      validate={(v) => validateVerdict(v.verdict)}
      bodyOf={(v) => ({ id: act.id, verdict: v.verdict.trim(), status })}
      save={updateActVerdict}
      invalidates={[queryRoots.acts]}
      done={(updated) =>
        recordDone('/acts', updated.id, T.done.verdict(updated.nick, updated.status))
      }
      onClose={onCancel}
      onSaved={onDone}
    />
  );
}
