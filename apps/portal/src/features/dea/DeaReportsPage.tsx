import { DEA_TEXT as T } from '@fbi/domain';
import { useMemo } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { RegistryPage } from '../../shared/registry/RegistryPage.tsx';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { checkDeaReport } from './api.ts';
import { deaReportsRegistry } from './registry.ts';

/** /dea-report (03 §2), from its declaration; the head's check (03 §4) is this page's mutation. */
export function DeaReportsPage() {
  const { mutate } = useApiMutation({
    mutationFn: checkDeaReport,
    invalidates: [queryRoots.deaReports],
    // The report itself opened in its tab; a server that marks it itself answers null.
    done: (checked) => (checked ? { text: T.done.reportChecked(checked.author) } : undefined),
  });
  const registry = useMemo(() => deaReportsRegistry(mutate), [mutate]);
  return <RegistryPage registry={registry} />;
}
