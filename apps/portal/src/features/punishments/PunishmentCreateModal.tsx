import {
  FACTIONS,
  isDemotion,
  MODAL_TITLES,
  PUNISHMENT_TYPES,
  PUNISHMENTS_TEXT as T,
  validatePunishmentCreate,
} from '@fbi/domain';
import { FormModal, ListInput, NumberField, Select, TextField } from '@fbi/ui';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
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
  const draft = useFormDraft('punishment-create', EMPTY);
  const { values, setValues } = draft;
  const issue = useFieldIssue<keyof CreateValues>(() => validatePunishmentCreate(values));
  const add = useApiMutation({
    mutationFn: addPunishment,
    invalidates: [queryRoots.punishments],
    done: (_answer, sent) => ({ text: T.done.issued(sent.nick, sent.type), href: '/punishments' }),
    onSuccess: () => {
      draft.clear();
      onClose();
    },
  });
  const demotion = isDemotion(values.type);
  const set = <K extends keyof CreateValues>(key: K, value: CreateValues[K]) => {
    setValues({ ...values, [key]: value });
    issue.clear(key);
  };

  const submit = () => {
    if (!issue.check(validatePunishmentCreate(values))) return;
    const body: PunishmentCreate = {
      nick: values.nick.trim(),
      faction: choice(FACTIONS, values.faction),
      cautions: values.cautions,
      type: values.type as PunishmentCreate['type'],
      violationProves: values.violationProves,
      punishmentProve: values.punishmentProve.trim(),
      ...(demotion ? { rangCount: values.rangCount } : {}),
    };
    add.mutate(body);
  };

  return (
    <FormModal
      title={title || MODAL_TITLES.punishment}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.createSubmit}
      isPending={add.isPending}
      size="lg"
    >
      <TextField
        label={T.violatorNick}
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
      <ListInput
        label={T.articles}
        kind="ukArticle"
        placeholder={T.articlesPlaceholder}
        isRequired
        value={values.cautions}
        onChange={(v) => set('cautions', v)}
        {...issue.fieldProps('cautions')}
      />
      <Select
        label={T.type}
        isRequired
        items={TYPE_ITEMS}
        selectedKey={values.type}
        onSelectionChange={(v) => set('type', v)}
        {...issue.fieldProps('type')}
      />
      {demotion && (
        <NumberField
          label={T.rangCount}
          isRequired
          minValue={1}
          step={1}
          value={values.rangCount ?? NaN}
          onChange={(n) => set('rangCount', Number.isNaN(n) ? null : n)}
          {...issue.fieldProps('rangCount')}
        />
      )}
      <ListInput
        label={T.violationProof}
        kind="link"
        placeholder="https://"
        isRequired
        value={values.violationProves}
        onChange={(v) => set('violationProves', v)}
        {...issue.fieldProps('violationProves')}
      />
      <TextField
        label={T.punishmentProof}
        type="url"
        isRequired
        value={values.punishmentProve}
        onChange={(v) => set('punishmentProve', v)}
        {...issue.fieldProps('punishmentProve')}
      />
    </FormModal>
  );
}
