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
import { addHomeCheck } from './api.ts';
import { choice } from '../../shared/choice.ts';
import { useRecordForm } from '../../shared/form/useRecordForm.ts';

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
  const { values, set, fieldProps, submit, isPending } = useRecordForm({
    draftKey: 'dea-home-request',
    initial: EMPTY,
    validate: validateDeaHomeCheck,
    bodyOf: (v: RequestValues) => ({
    houseNo: v.houseNo.trim(),
    nick: v.nick.trim(),
    faction: choice(FACTIONS, v.faction),
    rang: v.rang ?? '',
    violationDate: v.violationDate ?? '',
    proves: v.proves,
  }),
    save: addHomeCheck,
    invalidates: [queryRoots.deaHomeChecks],
    done: (_answer, sent) => ({ text: T.done.homeRequested(sent.houseNo), href: '/dea-home' }),
    onSaved: onClose,
  });
  return (
    <FormModal
      title={title || MODAL_TITLES.deaHomeRequest}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.requestSubmit}
      isPending={isPending}
      size="lg"
    >
      <TextField
        label={T.houseNo}
        isRequired
        value={values.houseNo}
        onChange={(v) => set('houseNo', v)}
        {...fieldProps('houseNo')}
      />
      <TextField
        label={T.nick}
        isRequired
        value={values.nick}
        onChange={(v) => set('nick', v)}
        {...fieldProps('nick')}
      />
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={(faction) => {
          // A rank belongs to its faction: a new faction clears it.
          set('faction', faction);
          set('rang', null);
        }}
        {...fieldProps('faction')}
      />
      <Select
        label={T.rang}
        isRequired
        isDisabled={values.faction === null}
        items={ranksOfFaction(values.faction).map((r) => ({ id: r, label: r }))}
        selectedKey={values.rang}
        onSelectionChange={(v) => set('rang', v)}
        {...fieldProps('rang')}
      />
      <DateField
        label={T.violationDate}
        isRequired
        value={values.violationDate}
        onChange={(v) => set('violationDate', v)}
        {...fieldProps('violationDate')}
      />
      <ListInput
        label={T.requestProofs}
        kind="link"
        placeholder="https://"
        isRequired
        value={values.proves}
        onChange={(v) => set('proves', v)}
        {...fieldProps('proves')}
      />
    </FormModal>
  );
}
