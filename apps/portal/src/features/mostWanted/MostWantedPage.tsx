import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { mostWantedRegistry } from './registry.ts';

/** /most-wanted (01 §2 Most-wanted reports), from its declaration. */
export function MostWantedPage() {
  return <RegistryPage registry={mostWantedRegistry} />;
}
