import {
  EXPERTISE_KINDS,
  FACTIONS,
  FBI_DIVISIONS,
  FBI_FACTION,
  LABORATORY_TEXT as T,
  type LabRequestInput,
  MODAL_TITLES,
  ranksOfFaction,
  validateLabRequest,
} from '@fbi/domain';
import {
  Button,
  CloseIcon,
  ConfirmDialog,
  FormModal,
  IconButton,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@fbi/ui';
import { useState } from 'react';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { useFieldIssue } from '../../shared/useFieldIssue.ts';
import { useFormDraft } from '../../shared/useFormDraft.ts';
import { useSession } from '../../shared/useSession.ts';
import { addLabRequest } from './api.ts';
import { canAddExpertiseRow, expertiseOptions } from './expertiseRows.ts';
import * as styles from './laboratory.css.ts';
import { choice } from '../../shared/choice.ts';

const FACTION_ITEMS = FACTIONS.map((f) => ({ id: f, label: f }));
const DIVISION_ITEMS = FBI_DIVISIONS.map((d) => ({ id: d, label: d }));
const asItems = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

/** The request form while typing (03 §3 Laboratory request). */
interface RequestValues {
  nick: string;
  faction: string | null;
  rang: string | null;
  division: string;
  expertise: (string | null)[];
  proves: string;
  objects: string;
  type: string;
  goal: string;
}
type Field = keyof LabRequestInput;

/** What 'Добавить ещё' keeps (03 §2): everything but expertise, objects, type and goal. */
type Kept = Pick<RequestValues, 'nick' | 'faction' | 'rang' | 'division' | 'proves'>;

const blank = (keep: Kept): RequestValues => ({
  ...keep,
  expertise: [null],
  objects: '',
  type: '',
  goal: '',
});

/**
 * The laboratory request modal from the sidebar (03 §2, §3, §5, §7): nick, faction, rank (the
 * faction's ranks), division (free text, or the direction list for FBI), expertise rows (a kind
 * chosen in one row is disabled in the others), proofs URL, objects, type and goal. The first
 * failing rule is shown in the toast and under its field and nothing is sent. After success it
 * asks whether to add another expertise: 'Добавить ещё' reopens the form clearing only what 03 §2
 * lists (expertise, objects, type, goal): nick, faction, rank, division and the proof link stay. The unsent form is kept as a draft.
 */
export default function LabRequestModal({ onClose, title }: HostModalProps) {
  const { nick } = useSession();
  const draft = useFormDraft<RequestValues>(
    'lab-request',
    blank({ nick: nick ?? '', faction: null, rang: null, division: '', proves: '' }),
  );
  const { values, setValues } = draft;
  const [asking, setAsking] = useState(false);
  const issue = useFieldIssue<Field>(() => validateLabRequest(values));
  const add = useApiMutation({
    mutationFn: addLabRequest,
    invalidates: [queryRoots.laboratory],
    // The prompt to add another expertise stays; the toast offers the list.
    done: (_answer, sent) => ({ text: T.done.requested(sent.nick), href: '/laboratory' }),
    onSuccess: () => {
      draft.clear();
      setAsking(true);
    },
  });
  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K], field: Field) => {
    setValues((v) => ({ ...v, [key]: value }));
    issue.clear(field);
  };
  const isFbi = values.faction === FBI_FACTION;

  const chooseFaction = (faction: string | null) => {
    // The rank list and the division's kind depend on the faction (03 §2).
    setValues((v) => ({
      ...v,
      faction,
      rang: null,
      division: (faction === FBI_FACTION) === (v.faction === FBI_FACTION) ? v.division : '',
    }));
    issue.clear('faction');
  };
  const setRow = (i: number, kind: string | null) =>
    set(
      'expertise',
      values.expertise.map((k, j) => (j === i ? kind : k)),
      'expertise',
    );

  const submit = () => {
    if (!issue.check(validateLabRequest(values))) return;
    add.mutate({
      nick: values.nick.trim(),
      faction: choice(FACTIONS, values.faction),
      rang: values.rang ?? '',
      division: values.division.trim(),
      expertise: values.expertise.map((name) => ({ name: choice(EXPERTISE_KINDS, name) })),
      goal: values.goal.trim(),
      proves: values.proves.trim(),
      objects: values.objects.trim(),
      type: values.type.trim(),
    });
  };

  if (asking) {
    return (
      <ConfirmDialog
        isOpen
        title={T.anotherTitle}
        message={T.anotherMessage}
        confirmLabel={T.anotherConfirm}
        cancelLabel={T.anotherDecline}
        tone="primary"
        onOpenChange={(open) => !open && onClose()}
        onConfirm={() => {
          const { nick, faction, rang, division, proves } = values;
          setValues(blank({ nick, faction, rang, division, proves }));
          setAsking(false);
        }}
      />
    );
  }

  // The expertise issue marks the first row left empty, else the last row (a duplicate).
  const firstEmpty = values.expertise.findIndex((k) => k === null);
  const invalidRow = firstEmpty >= 0 ? firstEmpty : values.expertise.length - 1;

  return (
    <FormModal
      title={title || MODAL_TITLES.labRequest}
      onCancel={onClose}
      onSubmit={submit}
      submitLabel={T.requestSubmit}
      isPending={add.isPending}
      size="lg"
    >
      <TextField
        label={T.nick}
        isRequired
        value={values.nick}
        onChange={(v) => set('nick', v, 'nick')}
        {...issue.fieldProps('nick')}
      />
      <Select
        label={T.faction}
        isRequired
        items={FACTION_ITEMS}
        selectedKey={values.faction}
        onSelectionChange={chooseFaction}
        {...issue.fieldProps('faction')}
      />
      <Select
        label={T.rang}
        isRequired
        items={asItems(ranksOfFaction(values.faction))}
        selectedKey={values.rang}
        isDisabled={values.faction === null}
        onSelectionChange={(v) => set('rang', v, 'rang')}
        {...issue.fieldProps('rang')}
      />
      {isFbi ? (
        <Select
          label={T.division}
          isRequired
          items={DIVISION_ITEMS}
          selectedKey={values.division || null}
          onSelectionChange={(v) => set('division', v ?? '', 'division')}
          {...issue.fieldProps('division')}
        />
      ) : (
        <TextField
          label={T.division}
          isRequired
          value={values.division}
          onChange={(v) => set('division', v, 'division')}
          {...issue.fieldProps('division')}
        />
      )}
      <Stack gap="sm">
        {values.expertise.map((kind, i) => (
          <div key={i} className={styles.row}>
            <Select
              label={T.expertiseKind(i + 1)}
              isRequired
              items={expertiseOptions(values.expertise, i)}
              selectedKey={kind}
              onSelectionChange={(v) => setRow(i, v)}
              className={styles.grow}
              {...(i === invalidRow ? issue.fieldProps('expertise') : {})}
            />
            {values.expertise.length > 1 && (
              <IconButton
                aria-label={T.removeExpertise(i + 1)}
                variant="ghost"
                onPress={() =>
                  set(
                    'expertise',
                    values.expertise.filter((_, j) => j !== i),
                    'expertise',
                  )
                }
              >
                <CloseIcon />
              </IconButton>
            )}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!canAddExpertiseRow(values.expertise)}
            onPress={() => set('expertise', [...values.expertise, null], 'expertise')}
          >
            {T.addExpertise}
          </Button>
        </div>
      </Stack>
      <TextField
        label={T.proves}
        type="url"
        isRequired
        value={values.proves}
        onChange={(v) => set('proves', v, 'proves')}
        {...issue.fieldProps('proves')}
      />
      <TextArea
        label={T.objects}
        description={T.objectsHint}
        isRequired
        rows={2}
        value={values.objects}
        onChange={(v) => set('objects', v, 'objects')}
        {...issue.fieldProps('objects')}
      />
      <TextField
        label={T.type}
        isRequired
        value={values.type}
        onChange={(v) => set('type', v, 'type')}
        {...issue.fieldProps('type')}
      />
      <TextArea
        label={T.goal}
        isRequired
        rows={2}
        value={values.goal}
        onChange={(v) => set('goal', v, 'goal')}
        {...issue.fieldProps('goal')}
      />
    </FormModal>
  );
}
