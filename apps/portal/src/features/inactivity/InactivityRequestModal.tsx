import { formatDate, INACTIVITY_TEXT as T, MODAL_TITLES, validateInactivity } from '@fbi/domain';
import { DateField, FormModal, TextArea } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addInactivity } from './api.ts';
import { useRecordForm } from '../../shared/form/useRecordForm.ts';

/** The request form while typing (02 §3 Inactivity request). */
interface RequestValues {
  dueDate: string | null;
  reason: string;
}

const EMPTY: RequestValues = { dueDate: null, reason: '' };

/**
 * The inactivity request from the sidebar (02 §2.7, §5, §7): dueDate, the inclusive end date, and
 * a reason, both required; sent as `POST /api/v1/inactive/add {dueDate, reason}`. A failed check
 * shows in the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default function InactivityRequestModal({ onClose, title }: HostModalProps) {
  const { values, set, fieldProps, submit, isPending } = useRecordForm({
    draftKey: 'inactivity-request',
    initial: EMPTY,
    validate: validateInactivity,
    bodyOf: (v: RequestValues) => ({ dueDate: v.dueDate ?? '', reason: v.reason.trim() }),
    save: addInactivity,
    invalidates: [queryRoots.inactivity],
    done: (_answer, sent) => ({
      text: T.done.requested(formatDate(sent.dueDate)),
      href: '/inactive',
    }),
    onSaved: onClose,
  });

  return (
    <FormModal
      title={title || MODAL_TITLES.inactivity}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.requestSubmit}
      isPending={isPending}
    >
      <DateField
        label={T.dueDate}
        description={T.dueDateHint}
        isRequired
        value={values.dueDate}
        onChange={(v) => set('dueDate', v)}
        {...fieldProps('dueDate')}
      />
      <TextArea
        label={T.reason}
        isRequired
        value={values.reason}
        onChange={(v) => set('reason', v)}
        {...fieldProps('reason')}
      />
    </FormModal>
  );
}
