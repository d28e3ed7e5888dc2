import { AWAY_TEXT, NOTIFY_TEXT, PROFILE_MENU_TEXT as T } from '@fbi/domain';
import { MenuPopover, type MenuPopoverTrigger } from '@fbi/ui';
import { useNavigate } from 'react-router-dom';
import { useVoiceAsk } from '../../features/voice/useVoiceAsk.ts';
import { logout } from '../../features/auth/logout.ts';
import { setAwayDialog } from '../../features/waiting/away/dialogs.ts';
import { useOpenModal } from '../modals/ModalHost.tsx';

/**
 * The profile menu's list (01 §2 Header): /profile, /stats, /achievements, the voice action, the
 * user-info dialog, «Пока вас не было» and «Уведомления» (issue 26), logout. Loaded on the first open by {@link ProfileMenu} and kept mounted
 * after, so a voice recording started here stays shown while the menu is closed and reopened.
 */
export default function ProfileMenuPopover({ trigger }: { trigger: MenuPopoverTrigger }) {
  const navigate = useNavigate();
  const openModal = useOpenModal();
  const voice = useVoiceAsk();
  return (
    <MenuPopover
      trigger={trigger}
      items={[
        { id: 'profile', label: T.profile },
        { id: 'stats', label: T.stats },
        { id: 'achievements', label: T.achievements },
        {
          id: 'voice',
          label: voice.isRecording ? T.voiceRecording : T.voice,
          isDisabled: voice.isRecording,
        },
        { id: 'userInfo', label: T.userInfo },
        { id: 'away', label: AWAY_TEXT.menuItem },
        { id: 'notifications', label: NOTIFY_TEXT.menuItem },
        { id: 'logout', label: T.logout },
      ]}
      onAction={(id) => {
        if (id === 'voice') void voice.ask();
        else if (id === 'userInfo') openModal('userInfo');
        else if (id === 'away' || id === 'notifications') setAwayDialog(id);
        else if (id === 'logout') logout();
        else void navigate(`/${id}`);
      }}
    />
  );
}
