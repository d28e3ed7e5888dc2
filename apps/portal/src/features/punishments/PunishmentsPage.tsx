import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { punishmentsRegistry } from './registry.ts';

/** /punishments (02 §2.9), from its declaration. */
export function PunishmentsPage() {
  return <RegistryPage registry={punishmentsRegistry} />;
}
