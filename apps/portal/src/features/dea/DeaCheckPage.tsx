import { can, UI_TEXT } from '@fbi/domain';
import { useQuery } from '@tanstack/react-query';
import { QueryListPage } from '../../shared/list/QueryListPage.tsx';
import { useSession } from '../../shared/useSession.ts';
import { deaChecksQueryOptions } from './api.ts';
import { deaCheckColumns } from './checkColumns.tsx';
import { lazyDialogs } from '../../shared/registry/registry.ts';

// The edit modal loads on the first row opened (README Budgets).
const DeaCheckEditModal = lazyDialogs(() => import('./DeaCheckEditModal.tsx'), 'DeaCheckEditModal');

/**
 * The weekly DEA check schedule, /dea-check (03 §2, §6): weekday, faction, time and agents on one
 * page (a week has seven rows); the roles of 03 §6 "DEA check schedule: edit" open a row's edit
 * modal.
 */
export function DeaCheckPage() {
  const { roles } = useSession();
  return (
    <QueryListPage
      path="/dea-check"
      query={useQuery(deaChecksQueryOptions())}
      columns={deaCheckColumns}
      rowKey={(c) => c.id}
      emptyText={UI_TEXT.listEmpty}
      dialog={
        can('deaCheckEdit', roles)
          ? (check, onClose) => <DeaCheckEditModal check={check} onClose={onClose} />
          : undefined
      }
    />
  );
}
