import type { InvestigativeKind } from '../../shared/investigativeQueries.ts';
import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { raportsRegistry } from './registry.tsx';

/** The report list of a kind (01 §2 Agent reports, "IB reports work alike"), from its declaration. */
export function RaportsPage({ kind }: { kind: InvestigativeKind }) {
  return <RegistryPage registry={raportsRegistry[kind]} />;
}

/** /raports (01 §2 Agent reports). */
export function AgentRaportsPage() {
  return <RaportsPage kind="agent" />;
}

/** /ib-raports (01 §2 "IB reports work alike"). */
export function IbRaportsPage() {
  return <RaportsPage kind="ib" />;
}
