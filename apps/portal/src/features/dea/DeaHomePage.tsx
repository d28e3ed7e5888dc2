import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { deaHomeRegistry } from './registry.ts';

/** /dea-home (03 §2), from its declaration. */
export function DeaHomePage() {
  return <RegistryPage registry={deaHomeRegistry} />;
}
