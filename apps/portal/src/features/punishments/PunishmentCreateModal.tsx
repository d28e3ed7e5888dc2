import {
  FACTIONS,
  isDemotion,
  PUNISHMENT_TYPES,
  PUNISHMENTS_TEXT as T,
  validatePunishmentCreate,
} from '@fbi/domain';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import { sidebarForm } from '../../shared/form/sidebarForm.tsx';
import { queryRoots } from '../../shared/queryKeys.ts';
import { addPunishment, type PunishmentCreate } from './api.ts';
import { choice } from '../../shared/choice.ts';
import { createdDone } from '../../shared/useApiMutation.ts';

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

/** The fields in the spec's order; the rank count only for a demotion (02 §5). */
const FIELDS: readonly FormField<CreateValues>[] = [
  { key: 'nick', label: T.violatorNick, kind: 'text' },
  { key: 'faction', label: T.faction, kind: 'select', items: itemsOf(FACTIONS) },
  {
    key: 'cautions',
    label: T.articles,
    kind: 'list',
    entry: 'ukArticle',
    placeholder: T.articlesPlaceholder,
  },
  { key: 'type', label: T.type, kind: 'select', items: itemsOf(PUNISHMENT_TYPES) },
  {
    key: 'rangCount',
    label: T.rangCount,
    kind: 'number',
    minValue: 1,
    shown: (v) => isDemotion(v.type),
  },
  { key: 'violationProves', label: T.violationProof, kind: 'list', entry: 'link' },
  { key: 'punishmentProve', label: T.punishmentProof, kind: 'url' },
];

/**
 * The punishment creation modal from the sidebar (02 §3, §5 Punishment creation, §7): nick
 * (First_Last), faction, articles as `N.N УК`, type, rank count for demotion only, violation
 * links, punishment proof URL. The first failing rule shows in the toast and under its field and
 * nothing is sent; the unsent form is kept as a draft until it is sent.
 */
export default sidebarForm({
  modal: 'punishment',
  submitLabel: T.createSubmit,
  size: 'lg',
  fields: FIELDS,
  draftKey: 'punishment-create',
  initial: EMPTY,
  validate: validatePunishmentCreate,
  bodyOf: (v): PunishmentCreate => ({
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
  done: (answer, sent) =>
    createdDone(
      '/punishments',
      answer,
      T.done.issued(sent.nick, sent.type),
      'editPunishmentRegistry',
    ),
});
