import type { InvestigativeKind, Raport } from '../../shared/investigativeQueries.ts';
import { RaportEditModal } from './RaportEditModal.tsx';
import { RaportReworkModal } from './RaportReworkModal.tsx';
import { RaportViewModal } from './RaportViewModal.tsx';

/** Which dialog of a report row is open. */
export type RaportDialog =
  | { step: 'view'; raport: Raport }
  | { step: 'edit'; raport: Raport }
  | { step: 'rework'; raport: Raport };

export interface RaportDialogsProps {
  kind: InvestigativeKind;
  dialog: RaportDialog;
  /** Switches to another dialog of the same row. */
  onChange: (dialog: RaportDialog) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

/**
 * The dialogs of one report row (01 §2 "view, edit, rework and approve modals"), one at a time:
 * the view modal, and from it the edit form or the rework comment; cancelling either returns to
 * the view.
 */
export function RaportDialogs({ kind, dialog, onChange, onClose }: RaportDialogsProps) {
  const { raport } = dialog;
  const back = () => onChange({ step: 'view', raport });
  switch (dialog.step) {
    case 'view':
      return (
        <RaportViewModal
          kind={kind}
          raport={raport}
          onClose={onClose}
          onEdit={() => onChange({ step: 'edit', raport })}
          onRework={() => onChange({ step: 'rework', raport })}
        />
      );
    case 'edit':
      return <RaportEditModal kind={kind} raport={raport} onCancel={back} onSaved={onClose} />;
    case 'rework':
      return <RaportReworkModal kind={kind} raport={raport} onCancel={back} onSent={onClose} />;
  }
}
