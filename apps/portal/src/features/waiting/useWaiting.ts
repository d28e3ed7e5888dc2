import { byKindThenOldest, waitingKindsFor, type WaitingKind } from '@fbi/domain';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../shared/useSession.ts';
import { waitingRecordsQueryOptions, type WaitingRecord } from './api.ts';

/** What waits on the caller, per registry and in all. */
export interface Waiting {
  /** The lists that may wait on the caller (their sidebar links and deciding roles). */
  kinds: readonly WaitingKind[];
  /** The records that wait on the caller: by registry, the longest waiting first in each. */
  records: WaitingRecord[];
  /** How many records of each kind wait (kinds not asked or not loaded: absent). */
  counts: Partial<Record<WaitingKind, number>>;
  /** The kinds whose list did not answer. */
  failed: WaitingKind[];
  /** True while a kind's first answer is awaited. */
  isPending: boolean;
}

/**
 * The records that wait on the caller (issue 12): one list call per kind the caller may decide
 * (packages/domain `waitingKindsFor`), all in one batch through the query client (deduplicated
 * and cached, so every badge and the queue share it), each answer already judged by the shared
 * machine (`actionableFor`, api.ts). Nothing is asked for a public user.
 */
export function useWaiting(): Waiting {
  const { roles, rang } = useSession();
  // Stable between renders: a new `queries` array made the client re-match every observer, and a
  // new `combine` re-sorted every record, on each list's answer (issue 13: long tasks on a slow
  // phone while the page's first data is shown).
  const kinds = useMemo(() => waitingKindsFor(roles, rang), [roles, rang]);
  const queries = useMemo(
    () => kinds.map((kind) => waitingRecordsQueryOptions(kind, roles)),
    [kinds, roles],
  );
  const combine = useCallback(
    (results: UseQueryResult<WaitingRecord[]>[]): Waiting => {
      const counts: Partial<Record<WaitingKind, number>> = {};
      const failed: WaitingKind[] = [];
      const records: WaitingRecord[] = [];
      results.forEach((result, i) => {
        const kind = kinds[i];
        if (!kind) return;
        if (result.isError) failed.push(kind);
        if (!result.data) return;
        counts[kind] = result.data.length;
        records.push(...result.data);
      });
      return {
        kinds,
        records: records.sort(byKindThenOldest),
        counts,
        failed,
        isPending: results.some((r) => r.isPending),
      };
    },
    [kinds],
  );
  return useQueries({ queries, combine });
}
