import { MenuPopover, type MenuPopoverTrigger } from '@fbi/ui';
import { useNavigate } from 'react-router-dom';
import { useVoiceAsk } from '../../features/voice/useVoiceAsk.ts';
import { logout } from '../../features/auth/logout.ts';
import { useOpenModal } from '../modals/ModalHost.tsx';

/**
 * The profile menu's list (01 §2 Header): /profile, /stats, /achievements, the voice action, the
 * user-info dialog, logout. Loaded on the first open by {@link ProfileMenu} and kept mounted
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
        { id: 'profile', label: 'Профиль' },
        { id: 'stats', label: 'Статистика' },
        { id: 'achievements', label: 'Достижения' },
        {
          id: 'voice',
          label: voice.isRecording ? 'Идёт запись…' : 'Голосовой помощник',
          isDisabled: voice.isRecording,
        },
        { id: 'userInfo', label: 'Информация о пользователе' },
        { id: 'logout', label: 'Выйти' },
      ]}
      onAction={(id) => {
        if (id === 'voice') void voice.ask();
        else if (id === 'userInfo') openModal('userInfo');
        else if (id === 'logout') logout();
        else void navigate(`/${id}`);
      }}
    />
  );
}
