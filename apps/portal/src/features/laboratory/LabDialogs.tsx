import type { LabRequest } from './api.ts';
import { LabDeclineModal } from './LabDeclineModal.tsx';
import { LabDetailModal } from './LabDetailModal.tsx';
import { LabExecuteModal } from './LabExecuteModal.tsx';

/** Which dialog of a laboratory row is open. */
export type LabDialog =
  | { step: 'detail'; request: LabRequest }
  | { step: 'decline'; request: LabRequest }
  | { step: 'execute'; request: LabRequest };

export interface LabDialogsProps {
  dialog: LabDialog;
  /** Switches to another dialog of the same row. */
  onChange: (dialog: LabDialog) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

/**
 * The dialogs of one laboratory row (03 §2 /laboratory), one at a time: the detail modal and,
 * from its 'Изменить статус' menu, the decline and the execution modals. Cancelling either
 * returns to the detail; a finished change closes them all (the list refreshes in place).
 */
export function LabDialogs({ dialog, onChange, onClose }: LabDialogsProps) {
  const { request } = dialog;
  const back = () => onChange({ step: 'detail', request });
  switch (dialog.step) {
    case 'decline':
      return <LabDeclineModal request={request} onCancel={back} onDone={onClose} />;
    case 'execute':
      return <LabExecuteModal request={request} onCancel={back} onDone={onClose} />;
    case 'detail':
      return (
        <LabDetailModal
          request={request}
          onClose={onClose}
          onDecline={() => onChange({ step: 'decline', request })}
          onExecute={() => onChange({ step: 'execute', request })}
        />
      );
  }
}
