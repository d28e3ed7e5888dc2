import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { inactivityRegistry } from './registry.ts';

/** /inactive (02 §2.7, §6), from its declaration. */
export function InactivityPage() {
  return <RegistryPage registry={inactivityRegistry} />;
}
