import {
  FACTIONS,
  isDemotion,
  MODAL_TITLES,
  PUNISHMENT_TYPES,
  PUNISHMENTS_TEXT as T,
  validatePunishmentCreate,
} from '@fbi/domain';
import { FormModal, ListInput, NumberField, Select, TextField } from '@fbi/ui';
import { useRecordForm } from '../../shared/form/useRecordForm.ts';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addPunishment, type PunishmentCreate } from './api.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));
const TYPE_ITEMS = PUNISHMENT_TYPES.map((t) => ({ id: t, label: t }));

/** The creation form while typing (02 §3 Punishment, §5 Punishment creation). */
interface CreateValues {
  nick: string;
  faction: string | null;
  cautions: string[];
  type: string | null;
  rangCount: number | null;
  violationProves: string[];
  punishmentProve: string;
}

const EMPTY: CreateValues = {
  nick: '',
  faction: null,
  cautions: [],
  type: null,
  rangCount: null,
  violationProves: [],
  punishmentProve: '',
};

/**
 * The punishment creation modal from the sidebar (02 §3, §5 Punishment creation, §7): nick
 * (First_Last), faction, articles as `N.N УК`, type, rank count for demotion only, violation
 * links, punishment proof URL. The first failing rule shows in the toast and under its field and
 * nothing is sent; the unsent form is kept as a draft until it is sent.
 */
export default function PunishmentCreateModal({ onClose, title }: HostModalProps) {
  const { values, set, fieldProps, submit, isPending } = useRecordForm({
    draftKey: 'punishment-create',
    initial: EMPTY,
    validate: validatePunishmentCreate,
    bodyOf: (v: CreateValues): PunishmentCreate => ({
      nick: v.nick.trim(),
      faction: choice(FACTIONS, v.faction),
      cautions: v.cautions,
      type: v.type as PunishmentCreate['type'],
      violationProves: v.violationProves,
      punishmentProve: v.punishmentProve.trim(),
      ...(isDemotion(v.type) ? { rangCount: v.rangCount } : {}),
    }),
    save: addPunishment,
    invalidates: [queryRoots.punishments],
    done: (_answer, sent) => ({ text: T.done.issued(sent.nick, sent.type), href: '/punishments' }),
    onSaved: onClose,
  });
  const demotion = isDemotion(values.type);

  return (
    <FormModal
      title={title || MODAL_TITLES.punishment}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.createSubmit}
      isPending={isPending}
      size="lg"
    >
      <TextField
        label={T.violatorNick}
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
        onSelectionChange={(v) => set('faction', v)}
        {...fieldProps('faction')}
      />
      <ListInput
        label={T.articles}
        kind="ukArticle"
        placeholder={T.articlesPlaceholder}
        isRequired
        value={values.cautions}
        onChange={(v) => set('cautions', v)}
        {...fieldProps('cautions')}
      />
      <Select
        label={T.type}
        isRequired
        items={TYPE_ITEMS}
        selectedKey={values.type}
        onSelectionChange={(v) => set('type', v)}
        {...fieldProps('type')}
      />
      {demotion && (
        <NumberField
          label={T.rangCount}
          isRequired
          minValue={1}
          step={1}
          value={values.rangCount ?? NaN}
          onChange={(n) => set('rangCount', Number.isNaN(n) ? null : n)}
          {...fieldProps('rangCount')}
        />
      )}
      <ListInput
        label={T.violationProof}
        kind="link"
        placeholder="https://"
        isRequired
        value={values.violationProves}
        onChange={(v) => set('violationProves', v)}
        {...fieldProps('violationProves')}
      />
      <TextField
        label={T.punishmentProof}
        type="url"
        isRequired
        value={values.punishmentProve}
        onChange={(v) => set('punishmentProve', v)}
        {...fieldProps('punishmentProve')}
      />
    </FormModal>
  );
}
