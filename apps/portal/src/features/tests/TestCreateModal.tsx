import {
  newDraftQuestion,
  TESTS_TEXT as T,
  TEST_MIN_QUESTIONS,
  UI_TEXT,
  validateTestCreation,
} from '@fbi/domain';
import { rowsField } from '../../shared/form/FieldRows.tsx';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { createdDone } from '../../shared/useApiMutation.ts';
import { addTest } from './api.ts';
import { questionFields } from './questionFields.tsx';
import { EMPTY_TEST, testPayload, type TestDraft } from './testForm.ts';

const FIELDS: readonly FormField<TestDraft>[] = [
  { key: 'title', label: T.title, kind: 'text' },
  rowsField('questions', {
    fields: (i) => questionFields(i + 1),
    legend: T.question,
    newRow: newDraftQuestion,
    addLabel: T.addQuestion,
    removeLabel: T.removeQuestion,
    min: TEST_MIN_QUESTIONS,
    whenMin: 'hidden',
  }),
];

/**
 * The test creation modal from the sidebar (03 §2, §5 Test creation, §7): the title and the
 * questions (added and removed, at least one stays; see {@link questionFields}). A failing rule
 * shows in the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default sidebarForm({
  modal: 'testCreation',
  submitLabel: UI_TEXT.create,
  size: 'lg',
  fields: FIELDS,
  draftKey: 'test-create',
  initial: EMPTY_TEST,
  validate: validateTestCreation,
  bodyOf: testPayload,
  save: addTest,
  invalidates: [queryRoots.tests],
  done: (answer, sent) => createdDone('/tests', answer, T.done.created(sent.title)),
});
