import { can, SHELL_TEXT, sidebarGroups } from '@fbi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { Button as AriaButton } from 'react-aria-components';
import { activeProtocolKey } from '../../shared/queryKeys.ts';
import { useSession } from '../../shared/useSession.ts';
import { WaitingBadgeSlot, WaitingQueueSlot } from '../../features/waiting/SidebarWaiting.tsx';
import { useOpenModal } from '../modals/ModalHost.tsx';
import { RouteLink } from './RouteLink.tsx';
import { useCollapsedGroups } from './useCollapsedGroups.ts';
import * as styles from './Sidebar.css.ts';

// Its query and the API client load after the shell's first paint (README "Budgets").
const ActiveProtocolNotice = lazy(async () => ({
  default: (await import('../../features/protocols/ActiveProtocolNotice.tsx')).ActiveProtocolNotice,
}));

/**
 * The sidebar's groups of 01 §2 with their role rules (packages/domain `sidebarGroups`): links to
 * pages and buttons that open the record-creation modals. Each group collapses (native
 * `<details>`, state kept in localStorage). `onChoose` runs after a link or a modal button is
 * chosen (the phone drawer closes on it). The protocol entries follow the active protocol that
 * the lazy ActiveProtocolNotice loads (read from its cache entry here, never fetched by the shell).
 */
export function SidebarGroups({ onChoose }: { onChoose?: () => void }) {
  const { roles, rang } = useSession();
  const { pathname } = useLocation();
  const openModal = useOpenModal();
  const { collapsed, setCollapsed } = useCollapsedGroups();
  const protocolActive = useProtocolActive();
  const groups = sidebarGroups(roles, rang, protocolActive);

  return (
    <div className={styles.groups}>
      {/* Not even loaded for a visitor, whom it shows nothing (its own rule): three chunks less
          in the anonymous home page's first requests (issue 13). */}
      {can('profile', roles) && (
        <Suspense fallback={null}>
          <ActiveProtocolNotice />
        </Suspense>
      )}
      <WaitingQueueSlot onChoose={onChoose} />
      {groups.map((group) => (
        <details
          key={group.id}
          className={styles.group}
          open={!collapsed.has(group.id)}
          onToggle={(e) => setCollapsed(group.id, !e.currentTarget.open)}
        >
          <summary className={styles.summary}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <span className={styles.chevron} aria-hidden="true">
              ›
            </span>
          </summary>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.kind === 'link' ? `l:${item.to}` : `m:${item.modal}`}>
                {item.kind === 'link' ? (
                  <RouteLink
                    href={item.to}
                    className={styles.item}
                    aria-current={pathname === item.to ? 'page' : undefined}
                    onPress={onChoose}
                  >
                    {item.title}
                    <WaitingBadgeSlot route={item.to} />
                  </RouteLink>
                ) : (
                  <AriaButton
                    className={styles.item}
                    onPress={() => {
                      onChoose?.();
                      openModal(item.modal, item.title);
                    }}
                  >
                    + {item.title}
                  </AriaButton>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

/**
 * Whether a protocol is active, as the cache holds it (undefined until ActiveProtocolNotice has
 * loaded it). A cache subscription, not a query observer: an observer without the query's own
 * function would replace it and the notice would never fetch.
 */
function useProtocolActive(): boolean | undefined {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, () => {
    const data = cache.find({ queryKey: activeProtocolKey, exact: true })?.state.data;
    return data === undefined ? undefined : data !== null;
  });
}

/** The desktop sidebar: sticky beside the page, full height, scrolling on its own; hidden below a tablet width. */
export function Sidebar() {
  return (
    <nav aria-label={SHELL_TEXT.sidebarNav} className={styles.sidebar}>
      <SidebarGroups />
    </nav>
  );
}
