import { formatDate, INACTIVITY_TEXT as T, MODAL_TITLES, validateInactivity } from '@fbi/domain';
import { DateField, FormModal, TextArea } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { addInactivity } from './api.ts';

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
  const draft = useFormDraft('inactivity-request', EMPTY);
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof RequestValues>(() => validateInactivity(values));
  const add = useApiMutation({
    mutationFn: addInactivity,
    invalidates: [queryRoots.inactivity],
    done: (_answer, sent) => ({
      text: T.done.requested(formatDate(sent.dueDate)),
      href: '/inactive',
    }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateInactivity(values))) return;
    add.mutate({ dueDate: values.dueDate ?? '', reason: values.reason.trim() });
  };

  return (
    <FormModal
      title={title || MODAL_TITLES.inactivity}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.requestSubmit}
      isPending={add.isPending}
    >
      <DateField
        label={T.dueDate}
        description={T.dueDateHint}
        isRequired
        value={values.dueDate}
        onChange={(v) => set('dueDate', v)}
        {...issue.fieldProps('dueDate')}
      />
      <TextArea
        label={T.reason}
        isRequired
        value={values.reason}
        onChange={(v) => set('reason', v)}
        {...issue.fieldProps('reason')}
      />
    </FormModal>
  );
}
