import { sidebarGroups } from '@fbi/domain';
import { Link } from '@fbi/ui';
import { useLocation } from 'react-router-dom';
import { Button as AriaButton } from 'react-aria-components';
import { useSession } from '../../shared/useSession.ts';
import { useOpenModal } from '../modals/ModalHost.tsx';
import * as styles from './Sidebar.css.ts';

/**
 * The sidebar of 01 §2: every group with its role rules (packages/domain `sidebarGroups`), links
 * to pages and buttons that open the record-creation modals where the spec puts them.
 */
export function Sidebar() {
  const { roles, rang } = useSession();
  const { pathname } = useLocation();
  const openModal = useOpenModal();
  const groups = sidebarGroups(roles, rang);

  return (
    <nav aria-label="Разделы портала" className={styles.sidebar}>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`sidebar-${group.id}`}>
          <h2 id={`sidebar-${group.id}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.kind === 'link' ? `l:${item.to}` : `m:${item.modal}`}>
                {item.kind === 'link' ? (
                  <Link
                    href={item.to}
                    className={styles.item}
                    aria-current={pathname === item.to ? 'page' : undefined}
                  >
                    {item.title}
                  </Link>
                ) : (
                  <AriaButton
                    className={styles.item}
                    onPress={() => openModal(item.modal, item.title)}
                  >
                    + {item.title}
                  </AriaButton>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
