import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { databaseRegistry } from './registry.ts';

/** /db (03 §2), from its declaration. */
export function DatabasePage() {
  return <RegistryPage registry={databaseRegistry} />;
}
