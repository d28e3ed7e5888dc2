import { FACTIONS } from '@fbi/domain';

/**
 * One field of a list's filter card, as a registry declares it (issue 24): the URL key it edits
 * (also the query's parameter), its label, and its kind — a text (a nick), a date ('YYYY-MM-DD'),
 * or a choice among `options` with «Любой» first for no filter (02 §2.1, 03 §2).
 */
export type FilterField<K extends string> =
  | { key: K; label: string; kind: 'text' | 'date' }
  | { key: K; label: string; kind: 'select'; options: readonly string[] };

/** The keys every faction registry filters by. */
type FactionFilterKey = 'faction' | 'dateFrom' | 'dateTo';

/**
 * The filter card of a registry of records about a faction (02 §2.1 acts, §2.8 national security,
 * §2.9 punishments): the faction first, then the registry's `own` fields, then the period.
 * @param texts the screen's labels of the faction and the period's ends.
 */
export function factionFilters<K extends string>(
  texts: Record<FactionFilterKey, string>,
  ...own: FilterField<K>[]
): FilterField<K | FactionFilterKey>[] {
  return [
    { key: 'faction', label: texts.faction, kind: 'select', options: FACTIONS },
    ...own,
    { key: 'dateFrom', label: texts.dateFrom, kind: 'date' },
    { key: 'dateTo', label: texts.dateTo, kind: 'date' },
  ];
}
