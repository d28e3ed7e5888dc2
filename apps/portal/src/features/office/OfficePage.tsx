import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { officeRegistry } from './registry.ts';

/** /office (02 §2.6), from its declaration. */
export function OfficePage() {
  return <RegistryPage registry={officeRegistry} />;
}
