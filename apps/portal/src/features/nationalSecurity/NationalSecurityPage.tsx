import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { nationalSecurityRegistry } from './registry.ts';

/** /national-security (02 §2.8, §6), from its declaration. */
export function NationalSecurityPage() {
  return <RegistryPage registry={nationalSecurityRegistry} />;
}
