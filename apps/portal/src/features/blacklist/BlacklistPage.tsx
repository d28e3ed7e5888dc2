import { BLACKLIST_TEXT as T, can, MODAL_TITLES, routeTitle, UI_TEXT } from '@fbi/domain';
import { Button, ConfirmDialog, Page, PageHeader } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { QueryTable } from '../../shared/list/QueryTable.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { blacklistQueryOptions, deleteBlacklistEntry, type BlacklistEntry } from './api.ts';
import { blacklistColumns } from './columns.tsx';

const TITLE = routeTitle('/blacklist') ?? '';

/**
 * The state blacklist, /blacklist (02 §2.4): the whole list, newest first; deputy_director,
 * director and professional_standards_inspector delete an entry after a confirmation and get
 * the add button (as in the sidebar). Not guarded: anyone sees the list (02 §2).
 */
export function BlacklistPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  const query = useQuery(blacklistQueryOptions());
  const [toDelete, setToDelete] = useState<BlacklistEntry | null>(null);
  const manages = can('manageBlacklist', roles);
  const columns = useMemo(() => blacklistColumns(manages ? setToDelete : undefined), [manages]);
  const remove = useApiMutation({
    mutationFn: deleteBlacklistEntry,
    invalidates: [queryRoots.blacklist],
    onSuccess: () => setToDelete(null),
  });

  return (
    <Page>
      <PageHeader
        title={TITLE}
        description={query.data ? T.total(query.data.length) : undefined}
        actions={
          can('addBlacklist', roles) && (
            <Button onPress={() => openModal('blacklist', MODAL_TITLES.blacklist)}>
              {MODAL_TITLES.blacklist}
            </Button>
          )
        }
      />
      <QueryTable
        aria-label={TITLE}
        columns={columns}
        rows={query.data ?? []}
        rowKey={(e) => e.id}
        query={query}
        emptyText={UI_TEXT.listEmpty}
      />
      {toDelete && (
        <ConfirmDialog
          title={T.deleteTitle}
          message={T.confirmDelete(toDelete.nick)}
          confirmLabel={T.delete}
          isOpen
          isPending={remove.isPending}
          onOpenChange={(open) => !open && setToDelete(null)}
          onConfirm={() => remove.mutate(toDelete.id)}
        />
      )}
    </Page>
  );
}
