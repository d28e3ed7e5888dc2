import { Button, ExternalLink, Link } from '@fbi/ui';
import { EXTERNAL_LINKS } from '../../shared/externalLinks.ts';
import { isLoggedIn } from '../../shared/sessionStorage.ts';
import { useSession } from '../../shared/useSession.ts';
import { useOpenModal } from '../modals/ModalHost.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import * as styles from './Header.css.ts';

/**
 * The header of 01 §2: Main, Database (/db-public), Most Wanted (/suspects), the two external
 * links, the chat invite in the logo; the profile menu ({@link ProfileMenu}) for users with roles,
 * otherwise a login button (its modal loads on press, through the modal host).
 */
export function Header() {
  const session = useSession();
  const openModal = useOpenModal();

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
          <ProfileMenu label={session.nick ?? 'Профиль'} />
        ) : (
          <Button variant="primary" onPress={() => openModal('login')}>
            Войти
          </Button>
        )}
      </div>
    </header>
  );
}
