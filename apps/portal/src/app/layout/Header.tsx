import { isPublicUser, SHELL_TEXT } from '@fbi/domain';
import { Avatar, Button, ExternalLink, MenuIcon } from '@fbi/ui';
import { Button as AriaButton } from 'react-aria-components';
import { LazyHeaderSearch } from '../../features/search/LazyHeaderSearch.tsx';
import { EXTERNAL_LINKS } from '../../shared/externalLinks.ts';
import { photoUrl } from '../../shared/photoUrl.ts';
import { isLoggedIn } from '../../shared/sessionStorage.ts';
import { useSession } from '../../shared/useSession.ts';
import { useOpenModal } from '../modals/ModalHost.tsx';
import { HeaderLinks } from './HeaderLinks.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import * as styles from './Header.css.ts';

export interface HeaderProps {
  /** Whether the phone drawer is open (the menu button's `aria-expanded`). */
  isMenuOpen: boolean;
  /** Opens the phone drawer; the menu button shows only below a tablet width. */
  onOpenMenu: () => void;
}

/**
 * The header of 01 §2 in one row at every width: the chat invite in the logo, the header links
 * ({@link HeaderLinks}; in the drawer on a phone), the profile menu ({@link ProfileMenu}) for
 * users with roles, otherwise a login button (its modal loads on press, through the modal host).
 */
export function Header({ isMenuOpen, onOpenMenu }: HeaderProps) {
  const session = useSession();
  const openModal = useOpenModal();

  return (
    // On a phone the toast column starts below the header, never over its buttons (issue 24).
    <header className={styles.header} data-toasts-below="">
      <AriaButton
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={isMenuOpen}
        // Focus returns here when a drawer link closes the drawer; the page then takes it.
        data-nav-trigger=""
        onPress={onOpenMenu}
      >
        <span aria-hidden="true" className={styles.menuIcon}>
          <MenuIcon />
        </span>
        <span className={styles.menuText}>{SHELL_TEXT.openMenu}</span>
      </AriaButton>
      <ExternalLink href={EXTERNAL_LINKS.chat} className={styles.logo} hideIcon>
        <span className={styles.logoMark}>FBI</span>
        <span className={styles.logoText}>{SHELL_TEXT.logoText}</span>
        <span className={styles.hidden}>{SHELL_TEXT.logoChatHint}</span>
      </ExternalLink>
      <nav aria-label={SHELL_TEXT.mainNav} className={styles.nav}>
        <HeaderLinks linkClassName={styles.navLink} />
      </nav>
      {/* Issue 12: the nick search, for staff only. */}
      {isLoggedIn(session) && !isPublicUser(session.roles) && <LazyHeaderSearch />}
      <div className={styles.account}>
        {isLoggedIn(session) ? (
          <ProfileMenu
            label={
              <>
                {/* The session's photo: the own-photo save on /profile updates it (02 §7). */}
                <Avatar src={photoUrl(session.photo)} alt="" size={24} />
                <span className={styles.nick}>{session.nick ?? SHELL_TEXT.profileFallback}</span>
              </>
            }
          />
        ) : (
          <Button variant="primary" onPress={() => openModal('login')}>
            {SHELL_TEXT.login}
          </Button>
        )}
      </div>
    </header>
  );
}
