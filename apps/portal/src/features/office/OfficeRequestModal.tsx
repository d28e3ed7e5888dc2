import { FACTIONS, MODAL_TITLES, OFFICE_TEXT as T, validateOfficeRequest } from '@fbi/domain';
import { FormModal, Select, TextArea, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { addOfficeRequest } from './api.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

/** The request form while typing (02 §3 Office request). */
interface OfficeValues {
  author: string;
  faction: string | null;
  rang: string;
  position: string;
  passport: string;
  description: string;
}

const EMPTY: OfficeValues = {
  author: '',
  faction: null,
  rang: '',
  position: '',
  passport: '',
  description: '',
};

/**
 * The office access request from the sidebar (02 §2.6, §5 Office request, §7): author, faction,
 * rank, position, the passport copy URL and the basis, all required. The author is the session's
 * nick when known (shown disabled, as in the warrant request, 02 §5); a visitor types it. The
 * first failing rule shows in the toast and under its field and nothing is sent.
 */
export default function OfficeRequestModal({ onClose, title }: HostModalProps) {
  const { nick } = useSession();
  const draft = useFormDraft('office-create', EMPTY);
  const { values, setValues } = draft;
  const author = nick ?? values.author;
  const issue = useFieldIssue<keyof OfficeValues>(() =>
    validateOfficeRequest({ ...values, author }),
  );
  const add = useApiMutation({
    mutationFn: addOfficeRequest,
    invalidates: [queryRoots.office],
    done: (_answer, sent) => ({ text: T.done.requested(sent.author), href: '/office' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = <K extends keyof OfficeValues>(key: K, value: OfficeValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateOfficeRequest({ ...values, author }))) return;
    add.mutate({
      author: author.trim(),
      faction: choice(FACTIONS, values.faction),
      rang: values.rang.trim(),
      position: values.position.trim(),
      passport: values.passport.trim(),
      description: values.description.trim(),
    });
  };
  return (
    <FormModal
      title={title || MODAL_TITLES.officeRequest}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={add.isPending}
    >
      <TextField
        label={T.author}
        isRequired
        isDisabled={nick !== null}
        value={author}
        onChange={(v) => set('author', v)}
        {...issue.fieldProps('author')}
      />
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(v) => set('faction', v)}
        {...issue.fieldProps('faction')}
      />
      <TextField
        label={T.rang}
        isRequired
        value={values.rang}
        onChange={(v) => set('rang', v)}
        {...issue.fieldProps('rang')}
      />
      <TextField
        label={T.position}
        isRequired
        value={values.position}
        onChange={(v) => set('position', v)}
        {...issue.fieldProps('position')}
      />
      <TextField
        label={T.passport}
        type="url"
        placeholder="https://"
        isRequired
        value={values.passport}
        onChange={(v) => set('passport', v)}
        {...issue.fieldProps('passport')}
      />
      <TextArea
        label={T.description}
        isRequired
        rows={3}
        value={values.description}
        onChange={(v) => set('description', v)}
        {...issue.fieldProps('description')}
      />
    </FormModal>
  );
}
