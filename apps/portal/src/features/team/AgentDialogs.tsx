import { AgentEditModal } from './AgentEditModal.tsx';
import { AgentInfoModal } from './AgentInfoModal.tsx';
import { DeleteAgentModal } from './DeleteAgentModal.tsx';
import { PunishAgentModal } from './PunishAgentModal.tsx';
import type { TeamMember } from './api.ts';

/** Which of the agent dialogs is open. */
export type AgentDialogView = 'info' | 'delete' | 'punish' | 'edit';

export interface AgentDialogsProps {
  /** The agent the dialogs are about. */
  member: TeamMember;
  /** The open dialog. */
  view: AgentDialogView;
  /** Switches to another dialog. */
  onViewChange: (view: AgentDialogView) => void;
  /** Closes every dialog. */
  onClose: () => void;
}

/**
 * The dialogs of one roster row (01 §2 Team roster): the agent info modal and, from its buttons,
 * delete, punish and edit. One dialog shows at a time; cancelling a sub-dialog returns to the
 * info modal, a finished delete or edit closes them all, a punishment returns to the info modal
 * with the history refreshed.
 */
export function AgentDialogs({ member, view, onViewChange, onClose }: AgentDialogsProps) {
  const back = () => onViewChange('info');
  switch (view) {
    case 'delete':
      return <DeleteAgentModal member={member} onCancel={back} onDone={onClose} />;
    case 'punish':
      return <PunishAgentModal member={member} onCancel={back} onDone={back} />;
    case 'edit':
      return <AgentEditModal member={member} onCancel={back} onDone={onClose} />;
    default:
      return (
        <AgentInfoModal
          member={member}
          onClose={onClose}
          onDelete={() => onViewChange('delete')}
          onPunish={() => onViewChange('punish')}
          onEdit={() => onViewChange('edit')}
        />
      );
  }
}
