import { DEA_TEXT as T, UI_TEXT, validateDeaExecution } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import { conductHomeCheck, type HomeCheck } from './api.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

// Each link is checked on add, as the MW and raport link inputs do (same message, 03 §5); Send
// checks the list again.
const FIELDS: readonly FormField<{ proves: string[] }>[] = [
  { key: 'proves', label: T.conductProofs, kind: 'list', entry: 'link' },
];

export interface HomeCheckConductModalProps extends RowStepProps {
  check: HomeCheck;
}

/**
 * Conducting a home check (03 §2 conduct-check modal, §5 execution proofs): proof links added one
 * at a time (Enter or Add; blank entries ignored) and removed, then Send. No link gives 'Нужно
 * добавить хотя бы одну ссылку', a link not http(s) or with spaces 'Одна или несколько ссылок
 * имеют неверный формат' (toast and under the field, nothing sent); else `PUT …/execute {proves}`.
 */
export function HomeCheckConductModal({ check, onCancel, onDone }: HomeCheckConductModalProps) {
  return (
    <RecordFormModal
      title={T.conductTitle}
      submitLabel={UI_TEXT.send}
      fields={FIELDS}
      draftKey={`dea-home-conduct:${check.id}`}
      initial={{ proves: [] }}
      validate={(v) => validateDeaExecution(v.proves)}
      bodyOf={(v) => ({ id: check.id, proves: v.proves })}
      save={conductHomeCheck}
      invalidates={[queryRoots.deaHomeChecks]}
      done={() => recordDone('/dea-home', check.id, T.done.homeConducted(check.houseNo))}
      onClose={onCancel}
      onSaved={onDone}
    />
  );
}
