import { ACTS_TEXT as T, FACTIONS, MODAL_TITLES, validateActForm } from '@fbi/domain';
import { FormModal, ListInput, Select, TextArea, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { addAct } from './api.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

/** The offence act form while typing (02 §3 Act creation payload). */
interface ActValues {
  nick: string;
  faction: string | null;
  description: string;
  proves: string[];
}

const EMPTY: ActValues = { nick: '', faction: null, description: '', proves: [] };

/**
 * The offence act form from the sidebar (02 §2.3, §5 Act, §7 POST /api/v1/act/add): offender nick
 * (First_Last), faction, description and at least one evidence link. The first failing rule shows
 * in the toast and under its field and nothing is sent; the unsent form is kept as a draft.
 */
export default function ActCreateModal({ onClose, title }: HostModalProps) {
  const draft = useFormDraft('act-create', EMPTY);
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof ActValues>(() => validateActForm(values));
  const add = useApiMutation({
    mutationFn: addAct,
    invalidates: [queryRoots.acts],
    done: (_answer, act) => ({ text: T.done.filed(act.nick), href: '/acts' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = <K extends keyof ActValues>(key: K, value: ActValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateActForm(values))) return;
    add.mutate({
      nick: values.nick.trim(),
      faction: choice(FACTIONS, values.faction),
      description: values.description.trim(),
      proves: values.proves,
    });
  };
  return (
    <FormModal
      title={title || MODAL_TITLES.act}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.send}
      isPending={add.isPending}
    >
      <TextField
        label={T.nick}
        isRequired
        value={values.nick}
        onChange={(v) => set('nick', v)}
        {...issue.fieldProps('nick')}
      />
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(v) => set('faction', v)}
        {...issue.fieldProps('faction')}
      />
      <TextArea
        label={T.description}
        isRequired
        rows={4}
        value={values.description}
        onChange={(v) => set('description', v)}
        {...issue.fieldProps('description')}
      />
      <ListInput
        label={T.proves}
        kind="link"
        placeholder="https://"
        isRequired
        value={values.proves}
        onChange={(v) => set('proves', v)}
        {...issue.fieldProps('proves')}
      />
    </FormModal>
  );
}
