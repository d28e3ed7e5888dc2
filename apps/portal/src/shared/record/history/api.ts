/**
 * The call of a record's history (issue 26): the contract's optional `getRecordHistory`, under
 * its registry's query root, so the registry's own mutations refresh an open history in place.
 */
import type { RecordKind } from '@fbi/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, orNullOn404 } from '../../call.ts';
import { registryRoot } from '../../queryKeys.ts';

/**
 * The `queryOptions` of one record's events, newest first; the answer is null where the server
 * answers 404, one without the extension (shown as unavailable, never as a failure).
 */
export function recordHistoryQueryOptions(kind: RecordKind, id: number) {
  return queryOptions({
    queryKey: [...registryRoot(kind), 'history', id],
    queryFn: () => orNullOn404(apiGet('/api/v1/history/{kind}/{id}', { path: { kind, id } })),
    staleTime: 0,
  });
}
