import { SUSPECTS_TEXT as T, UI_TEXT, validateArrestProof } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { recordDone } from '../../shared/useApiMutation.ts';
import { recordArrest, type LaterArrest, type Suspect } from './api.ts';
import type { RowStepProps } from '../../shared/registry/registry.ts';

export interface ArrestModalProps extends RowStepProps {
  suspect: Suspect;
  /** The second ('Повторный арест') or the third ('Третий арест') arrest. */
  which: LaterArrest;
}

const FIELDS: readonly FormField<{ arrest: string }>[] = [
  { key: 'arrest', label: UI_TEXT.arrestProofField, kind: 'url' },
];

/**
 * The second or third arrest modal (03 §2 /db, §5 Arrest proof): one field 'Ссылка на
 * доказательства' ('Ссылка не может быть пустой.', 'Ссылка имеет невалидный формат.', shown in
 * the toast and under the field, nothing sent) with Отмена and Отправить; sends
 * `PUT …/second-arrest` or `…/third-arrest` with `{arrest}`.
 */
export function ArrestModal({ suspect, which, onCancel, onDone }: ArrestModalProps) {
  return (
    <RecordFormModal
      title={`${which === 'second' ? UI_TEXT.secondArrest : UI_TEXT.thirdArrest}: ${suspect.nick}`}
      submitLabel={UI_TEXT.send}
      fields={FIELDS}
      draftKey={`suspect-arrest:${suspect.id}:${which}`}
      initial={{ arrest: '' }}
      validate={(v) => validateArrestProof(v.arrest)}
      bodyOf={(v) => ({ id: suspect.id, which, arrest: v.arrest.trim() })}
      save={recordArrest}
      invalidates={[queryRoots.suspects]}
      done={() =>
        recordDone(
          '/db',
          suspect.id,
          (which === 'second' ? T.done.secondArrest : T.done.thirdArrest)(suspect.nick),
        )
      }
      onClose={onCancel}
      onSaved={onDone}
    />
  );
}
