import { AGENT_TESTS_TEXT as T, routeTitle, UI_TEXT } from '@fbi/domain';
import { Page, PageHeader, type TableColumn } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { QueryTable } from '../../shared/list/QueryTable.tsx';
import { agentTestsQueryOptions, type AgentTest } from './api.ts';
import { agentTestKey } from './agentTestKey.ts';

const TITLE = routeTitle('/agent-tests') ?? '';

const AgentTestModal = lazy(async () => ({
  default: (await import('./AgentTestModal.tsx')).AgentTestModal,
}));

const columns: TableColumn<AgentTest>[] = [
  { id: 'nick', header: T.agent, cell: (t) => t.nick, isRowHeader: true },
  { id: 'name', header: T.test, cell: (t) => t.name },
];

/**
 * /agent-tests (03 §2): who took the test and the test's name; a row opens the answers with the
 * reviewer's 'Изменить статус' ('Сдал' / 'Не Сдал').
 */
export function AgentTestsPage() {
  const query = useQuery(agentTestsQueryOptions());
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Page>
      <PageHeader title={TITLE} description={query.data ? T.total(query.data.length) : undefined} />
      <QueryTable
        aria-label={TITLE}
        columns={columns}
        rows={query.data ?? []}
        rowKey={agentTestKey}
        query={query}
        emptyText={UI_TEXT.listEmpty}
        onRowPress={(t) => setOpen(agentTestKey(t))}
      />
      {open && (
        <Suspense fallback={null}>
          <AgentTestModal testKey={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Page>
  );
}
