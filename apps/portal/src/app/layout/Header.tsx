import { Button, ExternalLink, Link, Menu } from '@fbi/ui';
import { useNavigate } from 'react-router-dom';
import { EXTERNAL_LINKS } from '../../shared/externalLinks.ts';
import { isLoggedIn } from '../../shared/sessionStorage.ts';
import { useSession } from '../../shared/useSession.ts';
import { useOpenModal } from '../modals/ModalHost.tsx';
import { useVoiceAsk } from '../../features/voice/useVoiceAsk.ts';
import { logout } from '../../features/auth/logout.ts';
import * as styles from './Header.css.ts';

/**
 * The header of 01 §2: Main, Database (/db-public), Most Wanted (/suspects), the two external
 * links, the chat invite in the logo; a profile menu for users with roles (/profile, /stats,
 * /achievements, the voice action, the user-info dialog, logout), otherwise a login button.
 */
export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const openModal = useOpenModal();
  const voice = useVoiceAsk();

  return (
    <header className={styles.header}>
      <ExternalLink href={EXTERNAL_LINKS.chat} className={styles.logo}>
        <span className={styles.logoMark}>FBI</span>
        <span className={styles.logoText}>Портал сотрудников</span>
        <span className={styles.hidden}> — чат сообщества</span>
      </ExternalLink>
      <nav aria-label="Основная навигация" className={styles.nav}>
        <Link href="/" className={styles.navLink}>
          Главная
        </Link>
        <Link href="/db-public" className={styles.navLink}>
          База данных
        </Link>
        <Link href="/suspects" className={styles.navLink}>
          Most Wanted
        </Link>
        <ExternalLink href={EXTERNAL_LINKS.transfers} className={styles.navLink}>
          Переводы
        </ExternalLink>
        <ExternalLink href={EXTERNAL_LINKS.hrt} className={styles.navLink}>
          HRT
        </ExternalLink>
      </nav>
      <div className={styles.account}>
        {isLoggedIn(session) ? (
          <Menu
            label={session.nick ?? 'Профиль'}
            variant="secondary"
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
        ) : (
          <Button variant="primary" onPress={() => openModal('login')}>
            Войти
          </Button>
        )}
      </div>
    </header>
  );
}
