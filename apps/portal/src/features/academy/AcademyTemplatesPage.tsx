import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { academyTemplatesRegistry } from './registry.ts';

/** /academy-templates (03 §2), from its declaration. */
export function AcademyTemplatesPage() {
  return <RegistryPage registry={academyTemplatesRegistry} />;
}
