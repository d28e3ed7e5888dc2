import { AGENT_TESTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import type { TableColumn } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryListPage } from '../../shared/list/QueryListPage.tsx';
import { agentTestsQueryOptions, type AgentTest } from './api.ts';
import { agentTestKey } from './agentTestKey.ts';
import { lazyDialogs } from '../../shared/registry/registry.ts';

const AgentTestModal = lazyDialogs(() => import('./AgentTestModal.tsx'), 'AgentTestModal');

const columns: TableColumn<AgentTest>[] = [
  { id: 'nick', header: T.agent, cell: (t) => t.nick, isRowHeader: true },
  { id: 'name', header: T.test, cell: (t) => t.name },
];

/**
 * /agent-tests (03 §2): who took the test and the test's name; a row opens the answers with the
 * reviewer's 'Изменить статус' ('Сдал' / 'Не Сдал'), following the list as it refreshes.
 */
export function AgentTestsPage() {
  return (
    <QueryListPage
      path="/agent-tests"
      query={useQuery(agentTestsQueryOptions())}
      columns={columns}
      rowKey={agentTestKey}
      emptyText={UI_TEXT.listEmpty}
      total={T.total}
      dialog={(test, onClose) => <AgentTestModal testKey={agentTestKey(test)} onClose={onClose} />}
    />
  );
}
