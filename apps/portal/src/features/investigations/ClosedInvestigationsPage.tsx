import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { closedInvestigationsRegistry } from './registry.tsx';

/** Closed investigations of a kind (01 §2 Closed investigations), from its declaration. */
export function ClosedInvestigationsPage({ kind }: { kind: InvestigativeKind }) {
  return <RegistryPage registry={closedInvestigationsRegistry[kind]} />;
}

/** /investigations (01 §2, public). */
export function InvestigationsPage() {
  return <ClosedInvestigationsPage kind="agent" />;
}

/** /ib-investigations (01 §2). */
export function IbInvestigationsPage() {
  return <ClosedInvestigationsPage kind="ib" />;
}
