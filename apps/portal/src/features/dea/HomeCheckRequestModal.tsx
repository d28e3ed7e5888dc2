import {
  DEA_TEXT as T,
  FACTIONS,
  MODAL_TITLES,
  ranksOfFaction,
  validateDeaHomeCheck,
} from '@fbi/domain';
import { DateField, FormModal, ListInput, Select, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { addHomeCheck } from './api.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));

/** The request form while typing (03 §3 DEA home check). */
interface RequestValues {
  houseNo: string;
  nick: string;
  faction: string | null;
  rang: string | null;
  violationDate: string | null;
  proves: string[];
}
type Field = keyof RequestValues;

const EMPTY: RequestValues = {
  houseNo: '',
  nick: '',
  faction: null,
  rang: null,
  violationDate: null,
  proves: [],
};

/**
 * The DEA home check request modal from the sidebar (03 §2, §5, §7): house number (at most 50),
 * nick (First_Last), faction, rank (the faction's ranks), violation date and at least one grounds
 * link. The first failing rule shows in the toast and under its field and nothing is sent; sends
 * `POST /api/v1/dea-home-check/add`. The unsent form is kept as a draft.
 */
export default function HomeCheckRequestModal({ onClose, title }: HostModalProps) {
  const draft = useFormDraft('dea-home-request', EMPTY);
  const { values, setValues } = draft;
  const issue = useFieldIssue<Field>(() => validateDeaHomeCheck(values));
  const add = useApiMutation({
    mutationFn: addHomeCheck,
    invalidates: [queryRoots.deaHomeChecks],
    done: (_answer, sent) => ({ text: T.done.homeRequested(sent.houseNo), href: '/dea-home' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const set = <K extends Field>(key: K, value: RequestValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    issue.clear(key);
  };
  const submit = () => {
    if (!issue.check(validateDeaHomeCheck(values))) return;
    add.mutate({
      houseNo: values.houseNo.trim(),
      nick: values.nick.trim(),
      faction: choice(FACTIONS, values.faction),
      rang: values.rang ?? '',
      violationDate: values.violationDate ?? '',
      proves: values.proves,
    });
  };
  return (
    <FormModal
      title={title || MODAL_TITLES.deaHomeRequest}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.requestSubmit}
      isPending={add.isPending}
      size="lg"
    >
      <TextField
        label={T.houseNo}
        isRequired
        value={values.houseNo}
        onChange={(v) => set('houseNo', v)}
        {...issue.fieldProps('houseNo')}
      />
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
        onSelectionChange={(faction) => {
          setValues((v) => ({ ...v, faction, rang: null }));
          issue.clear('faction');
        }}
        {...issue.fieldProps('faction')}
      />
      <Select
        label={T.rang}
        isRequired
        isDisabled={values.faction === null}
        items={ranksOfFaction(values.faction).map((r) => ({ id: r, label: r }))}
        selectedKey={values.rang}
        onSelectionChange={(v) => set('rang', v)}
        {...issue.fieldProps('rang')}
      />
      <DateField
        label={T.violationDate}
        isRequired
        value={values.violationDate}
        onChange={(v) => set('violationDate', v)}
        {...issue.fieldProps('violationDate')}
      />
      <ListInput
        label={T.requestProofs}
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
