/** Calls of the achievements page (02 §2.12, §3 Achievement, §7 Achievements). */
import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from '../../shared/queryKeys.ts';
import { apiGet } from '../../shared/call.ts';

/**
 * `GET /api/v1/achievements/all` (02 §7): the catalogue with the caller's progress. Silent: a
 * failed load shows no error toast (02 §7), the page shows its empty state instead.
 */
export function achievementsQueryOptions() {
  return queryOptions({
    queryKey: [...queryRoots.achievements, 'all'],
    queryFn: () => apiGet('/api/v1/achievements/all'),
    meta: { silent: true },
  });
}
