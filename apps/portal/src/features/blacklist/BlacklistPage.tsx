import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { blacklistRegistry } from './registry.ts';

/** /blacklist (02 §2.4), from its declaration. */
export function BlacklistPage() {
  return <RegistryPage registry={blacklistRegistry} />;
}
