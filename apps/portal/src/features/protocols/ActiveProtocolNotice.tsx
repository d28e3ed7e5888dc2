import { can, PROTOCOLS_TEXT as T } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/useSession.ts';
import { activeProtocolQueryOptions } from './api.ts';
import { protocolName } from './protocolName.ts';
import * as styles from './protocols.css.ts';

/**
 * The sidebar's line about the active protocol (02 §2.10, the mock keeps which one is active):
 * its name for every staff member while one is active; 'Протокол не активен' only for the protocol
 * roles (02 §6), who can activate one. A failed load shows nothing (no toast: it is not the
 * page's content). Refreshes when a protocol modal succeeds.
 */
export function ActiveProtocolNotice() {
  const { roles } = useSession();
  const staff = can('profile', roles);
  const query = useQuery({
    ...activeProtocolQueryOptions(),
    enabled: staff,
    meta: { silent: true },
  });
  if (!staff || query.data === undefined) return null;
  if (query.data === null) {
    return can('protocols', roles) ? <p className={styles.none}>{T.noneActive}</p> : null;
  }
  return (
    <p className={styles.active} role="status">
      {T.active}
      <span className={styles.name}>{protocolName(query.data.type)}</span>
    </p>
  );
}
