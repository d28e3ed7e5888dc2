import { auditTypeLabel, can, formatDateTime, PROFILE_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Button, Cluster, type TableColumn } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryRoots } from '../../shared/queryKeys.ts';
import { QueryTable } from '../../shared/list/QueryTable.tsx';
import { RecordModal } from '../../shared/record/RecordModal.tsx';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useSession } from '../../shared/useSession.ts';
import { auditQueryOptions, deleteAuditEntry, openAuditReport, type AuditEntry } from './api.ts';

export interface AuditModalProps {
  /** Whose entries. */
  nick: string;
  onClose: () => void;
}

/**
 * The staff audit of a person (02 §2.11, §3 Audit entry, §7 Audit): author, type ('Изменение
 * ранга' / 'Изменение должности' / 'Инактив', anything else 'Неизвестно'), date; 'Отчёт' opens
 * the entry's report in a new tab without auth headers, 'Удалить' only for hr_inspector,
 * deputy_director and director (02 §6).
 */
export function AuditModal({ nick, onClose }: AuditModalProps) {
  const { roles } = useSession();
  const query = useQuery(auditQueryOptions(nick));
  const remove = useApiMutation({
    mutationFn: deleteAuditEntry,
    invalidates: [queryRoots.audit],
    // Still in the list until the refresh that follows.
    done: (_answer, id) => {
      const entry = query.data?.find((e) => e.id === id);
      return entry && { text: T.done.auditDeleted(nick, auditTypeLabel(entry.type)) };
    },
  });
  const mayDelete = can('deleteAudit', roles);
  const { mutate, isPending, variables } = remove;

  const columns = useMemo<TableColumn<AuditEntry>[]>(
    () => [
      { id: 'author', header: T.auditAuthor, cell: (e) => e.author, isRowHeader: true },
      { id: 'type', header: T.auditType, cell: (e) => auditTypeLabel(e.type) },
      { id: 'date', header: T.auditDate, cell: (e) => formatDateTime(e.createdAt) },
      {
        id: 'actions',
        header: T.auditActions,
        cell: (e) => (
          <Cluster gap="xs">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${UI_TEXT.report}: ${auditTypeLabel(e.type)}, ${formatDateTime(e.createdAt)}`}
              onPress={() => void openAuditReport(e.id)}
            >
              {UI_TEXT.report}
            </Button>
            {mayDelete && (
              <Button
                size="sm"
                variant="danger"
                aria-label={`${UI_TEXT.delete}: ${auditTypeLabel(e.type)}, ${formatDateTime(e.createdAt)}`}
                isPending={isPending && variables === e.id}
                isDisabled={isPending}
                onPress={() => mutate(e.id)}
              >
                {UI_TEXT.delete}
              </Button>
            )}
          </Cluster>
        ),
      },
    ],
    [mayDelete, mutate, isPending, variables],
  );

  return (
    <RecordModal title={`${UI_TEXT.staffAudit}: ${nick}`} size="lg" onClose={onClose}>
      <QueryTable
        aria-label={`${UI_TEXT.staffAudit}: ${nick}`}
        columns={columns}
        rows={query.data ?? []}
        rowKey={(e) => e.id}
        query={query}
        emptyText={T.auditEmpty}
      />
    </RecordModal>
  );
}
