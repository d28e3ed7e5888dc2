import {
  EXPERTISE_KINDS,
  FACTIONS,
  FBI_DIVISIONS,
  FBI_FACTION,
  LABORATORY_TEXT as T,
  MODAL_TITLES,
  ranksOfFaction,
  validateLabRequest,
} from '@fbi/domain';
import { ConfirmDialog } from '@fbi/ui';
import { useState } from 'react';
import { choice } from '../../shared/choice.ts';
import { rowsField } from '../../shared/form/FieldRows.tsx';
import { itemsOf, trimmed, type FormField } from '../../shared/form/FormFields.tsx';
import { RecordFormModal } from '../../shared/form/RecordFormModal.tsx';
import type { HostModalProps } from '../../shared/HostModalProps.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { useSession } from '../../shared/useSession.ts';
import { addLabRequest } from './api.ts';
import { canAddExpertiseRow, expertiseOptions } from './expertiseRows.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/** An expertise row: its kind, none chosen yet. */
interface ExpertiseRow {
  name: string | null;
}

/** The request form while typing (03 §3 Laboratory request). */
interface RequestValues {
  nick: string;
  faction: string | null;
  rang: string | null;
  division: string;
  expertise: ExpertiseRow[];
  proves: string;
  objects: string;
  type: string;
  goal: string;
}

/** What 'Добавить ещё' keeps (03 §2): everything but expertise, objects, type and goal. */
type Kept = Pick<RequestValues, 'nick' | 'faction' | 'rang' | 'division' | 'proves'>;

const blank = (keep: Kept): RequestValues => ({
  ...keep,
  expertise: [{ name: null }],
  objects: '',
  type: '',
  goal: '',
});

const isFbi = (v: RequestValues) => v.faction === FBI_FACTION;

const FIELDS: readonly FormField<RequestValues>[] = [
  { key: 'nick', label: T.nick, kind: 'text' },
  {
    key: 'faction',
    label: T.faction,
    kind: 'select',
    items: itemsOf(FACTIONS),
    // The rank list and the division's kind depend on the faction (03 §2).
    follows: (next, before) => ({
      rang: null,
      division: isFbi(next) === isFbi(before) ? before.division : '',
    }),
  },
  {
    key: 'rang',
    label: T.rang,
    kind: 'select',
    items: (v) => itemsOf(ranksOfFaction(v.faction)),
    disabled: (v) => v.faction === null,
  },
  // FBI's division is one of its directions; another faction's is free text.
  {
    key: 'division',
    label: T.division,
    kind: 'select',
    items: itemsOf(FBI_DIVISIONS),
    shown: isFbi,
  },
  { key: 'division', label: T.division, kind: 'text', shown: (v) => !isFbi(v) },
  // A kind chosen in one row is disabled in the others (03 §2, §5); the list's message marks the
  // first row left empty, else the last one (a duplicate).
  rowsField<RequestValues, ExpertiseRow>('expertise', {
    fields: (i, rows) => [
      {
        key: 'name',
        label: T.expertiseKind(i + 1),
        kind: 'select',
        items: expertiseOptions(
          rows.map((r) => r.name),
          i,
        ),
      },
    ],
    legend: T.expertiseKind,
    layout: 'line',
    newRow: () => ({ name: null }),
    addLabel: T.addExpertise,
    canAdd: (rows) => canAddExpertiseRow(rows.map((r) => r.name)),
    removeLabel: T.removeExpertise,
    whenMin: 'hidden',
    listIssueAt: 'name',
    listIssueRow: (rows) => {
      const firstEmpty = rows.findIndex((r) => r.name === null);
      return firstEmpty >= 0 ? firstEmpty : rows.length - 1;
    },
  }),
  { key: 'proves', label: T.proves, kind: 'url' },
  { key: 'objects', label: T.objects, kind: 'textarea', rows: 2, description: T.objectsHint },
  { key: 'type', label: T.type, kind: 'text' },
  { key: 'goal', label: T.goal, kind: 'textarea', rows: 2 },
];

/**
 * The laboratory request modal from the sidebar (03 §2, §3, §5, §7): nick, faction, rank (the
 * faction's ranks), division (free text, or the direction list for FBI), expertise rows (a kind
 * chosen in one row is disabled in the others), proofs URL, objects, type and goal. The first
 * failing rule is shown in the toast and under its field and nothing is sent. After success it
 * asks whether to add another expertise: 'Добавить ещё' reopens the form clearing only what 03 §2
 * lists (expertise, objects, type, goal): nick, faction, rank, division and the proof link stay.
 * The unsent form is kept as a draft.
 */
export default function LabRequestModal({ onClose, title }: HostModalProps) {
  const { nick } = useSession();
  /** The form's round (a new one after «Добавить ещё») and what it starts with. */
  const [round, setRound] = useState({
    n: 0,
    initial: blank({ nick: nick ?? '', faction: null, rang: null, division: '', proves: '' }),
  });
  /** After a send: what the next round keeps, while the prompt asks. */
  const [asking, setAsking] = useState<Kept | null>(null);

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
          setRound(({ n }) => ({ n: n + 1, initial: blank(asking) }));
          setAsking(null);
        }}
      />
    );
  }
  return (
    <RecordFormModal
      // A new round starts from its own initial values (the draft was forgotten on send).
      key={round.n}
      title={title || MODAL_TITLES.labRequest}
      submitLabel={T.requestSubmit}
      size="lg"
      fields={FIELDS}
      draftKey="lab-request"
      initial={round.initial}
      validate={(v) => validateLabRequest({ ...v, expertise: v.expertise.map((e) => e.name) })}
      bodyOf={(v) => ({
        ...trimmed(v, ['nick', 'division', 'goal', 'proves', 'objects', 'type']),
        faction: choice(FACTIONS, v.faction),
        rang: v.rang ?? '',
        expertise: v.expertise.map((e) => ({ name: choice(EXPERTISE_KINDS, e.name) })),
      })}
      save={addLabRequest}
      invalidates={[queryRoots.laboratory]}
      // The prompt to add another expertise stays; the toast offers the list.
      done={(answer, sent) =>
        createdDone('/laboratory', answer, T.done.requested(sent.nick), 'laboratoryActions')
      }
      onSaved={(_answer, sent) =>
        setAsking({
          nick: sent.nick,
          faction: sent.faction,
          rang: sent.rang,
          division: sent.division,
          proves: sent.proves,
        })
      }
      onClose={onClose}
    />
  );
}
