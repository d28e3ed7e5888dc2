import { FACTIONS, NATIONAL_SECURITY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { DateField, FilterPanel, Select, TextField } from '@fbi/ui';
import { useFilterDraft } from '../../shared/list/useFilterDraft.ts';
import type { ListFilters } from '../../shared/list/useListParams.ts';
import type { NationalSecurityFilterKey } from './api.ts';

/** The key of the "any value" option of the faction select. */
const ANY = 'any';
const FACTION_ITEMS = [
  { id: ANY, label: UI_TEXT.anyValue },
  ...FACTIONS.map((f) => ({ id: f, label: f })),
];

export interface NationalSecurityFiltersProps {
  /** The filters in the URL. */
  applied: ListFilters<NationalSecurityFilterKey>;
  /** Puts the edited filters in the URL (page back to 1). */
  onApply: (filters: ListFilters<NationalSecurityFilterKey>) => void;
  /** Clears the URL's filters and page. */
  onReset: () => void;
  /** The list is reloading. */
  isRefreshing: boolean;
}

/** The filter card of /national-security (02 §2.8): faction, author nick, date from, date to. */
export function NationalSecurityFilters({
  applied,
  onApply,
  onReset,
  isRefreshing,
}: NationalSecurityFiltersProps) {
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
      <TextField label={T.authorNick} value={draft.nick} onChange={(v) => setField('nick', v)} />
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
