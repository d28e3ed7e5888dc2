import { DEMO_TEXT as T } from '@fbi/domain';
import { ConfirmDialog } from '@fbi/ui';

export interface DemoResetDialogProps {
  /** Closes the dialog without resetting. */
  onClose: () => void;
  /** Re-seeds the demo data and reopens `/` (mockControls.ts). */
  onConfirm: () => void;
}

/**
 * The «reset demo data» confirmation, open while mounted. A module of its own so the demo's
 * footer does not load react-aria's dialog on every first visit (issue 13). Default export: the
 * footer loads it on the first press.
 */
export default function DemoResetDialog({ onClose, onConfirm }: DemoResetDialogProps) {
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.confirmTitle}
      message={T.confirmMessage}
      confirmLabel={T.confirm}
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}
