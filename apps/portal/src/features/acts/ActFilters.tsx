import { ACTS_TEXT as T, FACTIONS, UI_TEXT } from '@fbi/domain';
import { DateField, FilterPanel, Select, TextField } from '@fbi/ui';
import { useFilterDraft } from '../../shared/list/useFilterDraft.ts';
import type { ListFilters } from '../../shared/list/useListParams.ts';
import type { ActFilterKey } from './api.ts';

/** The key of the "any faction" option. */
const ANY = 'any';
const FACTION_ITEMS = [
  { id: ANY, label: UI_TEXT.anyValue },
  ...FACTIONS.map((f) => ({ id: f, label: f })),
];

export interface ActFiltersProps {
  /** The filters in the URL. */
  applied: ListFilters<ActFilterKey>;
  /** Puts the edited filters in the URL (page back to 1). */
  onApply: (filters: ListFilters<ActFilterKey>) => void;
  /** Clears the URL's filters and page. */
  onReset: () => void;
  /** The list is reloading. */
  isRefreshing: boolean;
}

/**
 * The acts' filter panel (02 §2.1): faction, author nick, offender nick, date from, date to, with
 * Reset and Refresh; fields are applied on Refresh or Enter.
 */
export function ActFilters({ applied, onApply, onReset, isRefreshing }: ActFiltersProps) {
  const [draft, setField] = useFilterDraft(applied);
  return (
    <FilterPanel
      onRefresh={() => onApply(draft)}
      onReset={onReset}
      isRefreshing={isRefreshing}
      resetLabel={UI_TEXT.filtersReset}
      refreshLabel={UI_TEXT.filtersApply}
    >
      <Select
        label={T.faction}
        items={FACTION_ITEMS}
        selectedKey={draft.faction || ANY}
        onSelectionChange={(key) => setField('faction', key === ANY ? '' : (key ?? ''))}
      />
      <TextField
        label={T.authorNick}
        value={draft.authorReq}
        onChange={(v) => setField('authorReq', v)}
      />
      <TextField label={T.offenderNick} value={draft.nick} onChange={(v) => setField('nick', v)} />
      <DateField
        label={T.dateFrom}
        value={draft.dateFrom || null}
        onChange={(v) => setField('dateFrom', v ?? '')}
      />
      <DateField
        label={T.dateTo}
        value={draft.dateTo || null}
        onChange={(v) => setField('dateTo', v ?? '')}
      />
    </FilterPanel>
  );
}
