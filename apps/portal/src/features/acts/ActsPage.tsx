import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { actsRegistry } from './registry.ts';

/** /acts (02 §2.1), from its declaration. */
export function ActsPage() {
  return <RegistryPage registry={actsRegistry} />;
}
