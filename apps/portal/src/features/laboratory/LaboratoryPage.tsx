import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { laboratoryRegistry } from './registry.ts';

/** /laboratory (03 §2), from its declaration. */
export function LaboratoryPage() {
  return <RegistryPage registry={laboratoryRegistry} />;
}
