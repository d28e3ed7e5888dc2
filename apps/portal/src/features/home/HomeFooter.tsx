import { HOME_TEXT } from '@fbi/domain';
import { ExternalLink } from '@fbi/ui';
import { USEFUL_LINKS } from './usefulLinks.ts';
import * as text from '../../shared/text.css.ts';
import * as styles from './HomePage.css.ts';

/** The home-page footer with useful links (01 §2 Home page), each opening in a new tab. */
export function HomeFooter() {
  return (
    <footer className={styles.footer}>
      <h2 id="home-useful-links" className={text.heading}>
        {HOME_TEXT.usefulLinks}
      </h2>
      <ul className={styles.footerLinks}>
        {USEFUL_LINKS.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </footer>
  );
}
