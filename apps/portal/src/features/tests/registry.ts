import { TESTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { momentColumn, nickColumn } from '../../shared/registry/columns.tsx';
import {
  defineRegistry,
  lazyDialogs,
  type RowDialogsProps,
} from '../../shared/registry/registry.ts';
import { testTemplatesQueryOptions, type TestTemplate } from './api.ts';
import type { TestDialog } from './TestViewModal.tsx';

/**
 * /tests (03 §2): the test templates with author, name and creation date ('Нет доступных тестов'
 * when there is none), answered whole; any row opens the read-only view. The roles that may
 * create tests get the creation button, as in the sidebar.
 */
export const testsRegistry = defineRegistry<TestTemplate, never, TestDialog>({
  path: '/tests',
  total: T.total,
  list: { all: testTemplatesQueryOptions },
  columns: [
    nickColumn('author', T.author, (t) => t.author, { onPhone: true }),
    { id: 'name', header: T.name, text: (t) => t.name, isRowHeader: true },
    momentColumn('createdAt', T.createdAt, (t) => t.createdAt, { onPhone: true }),
  ],
  create: [{ modal: 'testCreation', permission: 'createTest' }],
  open: (test) => ({ dialog: { test } }),
  Dialogs: lazyDialogs<RowDialogsProps<TestDialog>, 'TestDialogs'>(
    () => import('./TestViewModal.tsx'),
    'TestDialogs',
  ),
  emptyText: UI_TEXT.noTests,
});
