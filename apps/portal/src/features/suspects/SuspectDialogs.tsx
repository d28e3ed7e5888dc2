import type { LaterArrest, Suspect } from './api.ts';
import { ArrestModal } from './ArrestModal.tsx';
import { SuspectDetailModal } from './SuspectDetailModal.tsx';
import type { RowDialogsProps } from '../../shared/registry/registry.ts';

/** Which dialog of a database row is open. */
export type SuspectDialog =
  { step: 'detail'; suspect: Suspect } | { step: 'arrest'; suspect: Suspect; which: LaterArrest };

/**
 * The dialogs of one /db row (03 §2), one at a time: the detail and, from its status menu, the
 * second or third arrest modal. Отмена returns to the detail; a recorded arrest closes both.
 */
export function SuspectDialogs({ dialog, onChange, onClose }: RowDialogsProps<SuspectDialog>) {
  const { suspect } = dialog;
  if (dialog.step === 'arrest') {
    return (
      <ArrestModal
        suspect={suspect}
        which={dialog.which}
        onCancel={() => onChange({ step: 'detail', suspect })}
        onDone={onClose}
      />
    );
  }
  return (
    <SuspectDetailModal
      suspect={suspect}
      onClose={onClose}
      onArrest={(which) => onChange({ step: 'arrest', suspect, which })}
    />
  );
}
