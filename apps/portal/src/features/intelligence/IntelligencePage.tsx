import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { intelligenceRegistry } from './registry.ts';

/** /intelligence (01 §2 Intelligence), from its declaration. */
export function IntelligencePage() {
  return <RegistryPage registry={intelligenceRegistry} />;
}
