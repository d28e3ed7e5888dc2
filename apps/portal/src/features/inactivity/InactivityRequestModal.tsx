import { formatDate, INACTIVITY_TEXT as T, validateInactivity } from '@fbi/domain';
import type { FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addInactivity } from './api.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/** The request form while typing (02 §3 Inactivity request). */
interface RequestValues {
  dueDate: string | null;
  reason: string;
}

const EMPTY: RequestValues = { dueDate: null, reason: '' };

const FIELDS: readonly FormField<RequestValues>[] = [
  { key: 'dueDate', label: T.dueDate, kind: 'date', description: T.dueDateHint },
  { key: 'reason', label: T.reason, kind: 'textarea' },
];

/**
 * The inactivity request from the sidebar (02 §2.7, §5, §7): dueDate, the inclusive end date, and
 * a reason, both required; sent as `POST /api/v1/inactive/add {dueDate, reason}`. A failed check
 * shows in the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default sidebarForm({
  modal: 'inactivity',
  submitLabel: T.requestSubmit,
  fields: FIELDS,
  draftKey: 'inactivity-request',
  initial: EMPTY,
  validate: validateInactivity,
  bodyOf: (v) => ({ dueDate: v.dueDate ?? '', reason: v.reason.trim() }),
  save: addInactivity,
  invalidates: [queryRoots.inactivity],
  done: (answer, sent) =>
    createdDone(
      '/inactive',
      answer,
      T.done.requested(formatDate(sent.dueDate)),
      'decideInactivity',
    ),
});
