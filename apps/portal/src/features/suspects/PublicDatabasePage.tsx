import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { publicDatabaseRegistry } from './registry.ts';

/** /db-public (03 §2), from its declaration. */
export function PublicDatabasePage() {
  return <RegistryPage registry={publicDatabaseRegistry} />;
}
