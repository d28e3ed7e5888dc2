import { DEA_TEXT as T, FACTIONS, ranksOfFaction, validateDeaHomeCheck } from '@fbi/domain';
import { choice } from '../../shared/choice.ts';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addHomeCheck } from './api.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

/** The request form while typing (03 §3 DEA home check). */
interface RequestValues {
  houseNo: string;
  nick: string;
  faction: string | null;
  rang: string | null;
  violationDate: string | null;
  proves: string[];
}

const EMPTY: RequestValues = {
  houseNo: '',
  nick: '',
  faction: null,
  rang: null,
  violationDate: null,
  proves: [],
};

const FIELDS: readonly FormField<RequestValues>[] = [
  { key: 'houseNo', label: T.houseNo, kind: 'text' },
  { key: 'nick', label: T.nick, kind: 'text' },
  {
    key: 'faction',
    label: T.faction,
    kind: 'select',
    items: itemsOf(FACTIONS),
    // A rank belongs to its faction: a new faction clears it.
    follows: () => ({ rang: null }),
  },
  {
    key: 'rang',
    label: T.rang,
    kind: 'select',
    items: (v) => itemsOf(ranksOfFaction(v.faction)),
    disabled: (v) => v.faction === null,
  },
  { key: 'violationDate', label: T.violationDate, kind: 'date' },
  { key: 'proves', label: T.requestProofs, kind: 'list', entry: 'link' },
];

/**
 * The DEA home check request modal from the sidebar (03 §2, §5, §7): house number (at most 50),
 * nick (First_Last), faction, rank (the faction's ranks), violation date and at least one grounds
 * link. The first failing rule shows in the toast and under its field and nothing is sent; sends
 * `POST /api/v1/dea-home-check/add`. The unsent form is kept as a draft.
 */
export default sidebarForm({
  modal: 'deaHomeRequest',
  submitLabel: T.requestSubmit,
  size: 'lg',
  fields: FIELDS,
  draftKey: 'dea-home-request',
  initial: EMPTY,
  validate: validateDeaHomeCheck,
  bodyOf: (v) => ({
    houseNo: v.houseNo.trim(),
    nick: v.nick.trim(),
    faction: choice(FACTIONS, v.faction),
    rang: v.rang ?? '',
    violationDate: v.violationDate ?? '',
    proves: v.proves,
  }),
  save: addHomeCheck,
  invalidates: [queryRoots.deaHomeChecks],
  done: (answer, sent) =>
    createdDone('/dea-home', answer, T.done.homeRequested(sent.houseNo), 'deaHomeOpen'),
});
