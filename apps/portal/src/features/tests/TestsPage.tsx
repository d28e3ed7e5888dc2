import { can, formatDateTime, MODAL_TITLES, TESTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { Button, type TableColumn } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useOpenModal } from '../../app/modals/ModalHost.tsx';
import { QueryListPage } from '../../shared/list/QueryListPage.tsx';
import { useSession } from '../../shared/useSession.ts';
import { testTemplatesQueryOptions, type TestTemplate } from './api.ts';
import * as styles from '../../shared/registry/registry.css.ts';
import { lazyDialogs } from '../../shared/registry/registry.ts';

const TestViewModal = lazyDialogs(() => import('./TestViewModal.tsx'), 'TestViewModal');

const columns: TableColumn<TestTemplate>[] = [
  { id: 'author', header: T.author, cell: (t) => t.author },
  { id: 'name', header: T.name, cell: (t) => t.name, isRowHeader: true },
  {
    id: 'createdAt',
    header: T.createdAt,
    cell: (t) => <span className={styles.nowrap}>{formatDateTime(t.createdAt)}</span>,
  },
];

/**
 * /tests (03 §2): the test templates with author, name and creation date ('Нет доступных тестов'
 * when there is none); a row opens the read-only view. The roles that may create tests get the
 * creation button, as in the sidebar.
 */
export function TestsPage() {
  const { roles } = useSession();
  const openModal = useOpenModal();
  return (
    <QueryListPage
      path="/tests"
      query={useQuery(testTemplatesQueryOptions())}
      columns={columns}
      rowKey={(t) => t.id}
      emptyText={UI_TEXT.noTests}
      total={T.total}
      actions={
        can('createTest', roles) && (
          <Button onPress={() => openModal('testCreation', MODAL_TITLES.testCreation)}>
            {MODAL_TITLES.testCreation}
          </Button>
        )
      }
      dialog={(test, onClose) => <TestViewModal test={test} onClose={onClose} />}
    />
  );
}
