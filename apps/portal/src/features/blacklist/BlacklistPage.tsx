import { can } from '@fbi/domain';
import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { useSession } from '../../shared/useSession.ts';
import { blacklistManagersRegistry, blacklistRegistry } from './registry.ts';

/**
 * /blacklist (02 §2.4), from the declaration for the caller: the managers' one has the Delete
 * column (a declaration's columns do not depend on the session).
 */
export function BlacklistPage() {
  const { roles } = useSession();
  return (
    <RegistryPage
      registry={can('manageBlacklist', roles) ? blacklistManagersRegistry : blacklistRegistry}
    />
  );
}
