import { can, routeTitle, UI_TEXT } from '@fbi/domain';
import { Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { clientPage } from '../../shared/list/clientPage.ts';
import { ListTable } from '../../shared/list/ListTable.tsx';
import { useSession } from '../../shared/useSession.ts';
import { deaChecksQueryOptions, type DeaCheck } from './api.ts';
import { deaCheckColumns } from './checkColumns.tsx';

const TITLE = routeTitle('/dea-check') ?? '';

// The edit modal loads on the first row opened (README Budgets).
const DeaCheckEditModal = lazy(async () => ({
  default: (await import('./DeaCheckEditModal.tsx')).DeaCheckEditModal,
}));

/**
 * The weekly DEA check schedule, /dea-check (03 §2, §6): weekday, faction, time and agents on one
 * page (a week has seven rows); the roles of 03 §6 "DEA check schedule: edit" open a row's edit
 * modal.
 */
export function DeaCheckPage() {
  const { roles } = useSession();
  const query = useQuery({
    ...deaChecksQueryOptions(),
    select: (items) => clientPage(items, 0, Math.max(items.length, 1)),
  });
  const [editing, setEditing] = useState<DeaCheck | null>(null);
  return (
    <Page>
      <PageHeader title={TITLE} />
      <ListTable
        aria-label={TITLE}
        columns={deaCheckColumns}
        rowKey={(c) => c.id}
        query={query}
        page={1}
        onPageChange={() => undefined}
        pageSize={Math.max(query.data?.totalItems ?? 1, 1)}
        emptyText={UI_TEXT.listEmpty}
        onRowPress={can('deaCheckEdit', roles) ? setEditing : undefined}
      />
      {editing && (
        <Suspense fallback={null}>
          <DeaCheckEditModal check={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Page>
  );
}
