import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { testsRegistry } from './registry.ts';

/** /tests (03 §2), from its declaration. */
export function TestsPage() {
  return <RegistryPage registry={testsRegistry} />;
}
