import { FACTIONS, PUNISHMENT_TYPES, PUNISHMENTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { DateField, FilterPanel, Select, TextField } from '@fbi/ui';
import { useFilterDraft } from '../../shared/list/useFilterDraft.ts';
import type { ListFilters } from '../../shared/list/useListParams.ts';
import type { PunishmentFilterKey } from './api.ts';

/** The key of the "any value" option of a filter select. */
const ANY = 'any';

const anyOf = (values: readonly string[]) => [
  { id: ANY, label: UI_TEXT.anyValue },
  ...values.map((v) => ({ id: v, label: v })),
];
const FACTION_ITEMS = anyOf(FACTIONS);
const TYPE_ITEMS = anyOf(PUNISHMENT_TYPES);

export interface PunishmentFiltersProps {
  /** The filters in the URL. */
  applied: ListFilters<PunishmentFilterKey>;
  /** Puts the edited filters in the URL (page back to 1). */
  onApply: (filters: ListFilters<PunishmentFilterKey>) => void;
  /** Clears the URL's filters and page. */
  onReset: () => void;
  /** The list is reloading. */
  isRefreshing: boolean;
}

/**
 * The registry's filter card (02 §2.9): faction, executor nick, violator nick, punishment type,
 * date from, date to, with Reset and Update. Fields are applied on Update or Enter.
 */
export function PunishmentFilters({
  applied,
  onApply,
  onReset,
  isRefreshing,
}: PunishmentFiltersProps) {
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
        label={T.executorNick}
        value={draft.authorReq}
        onChange={(v) => setField('authorReq', v)}
      />
      <TextField label={T.violatorNick} value={draft.nick} onChange={(v) => setField('nick', v)} />
      <Select
        label={T.type}
        items={TYPE_ITEMS}
        selectedKey={draft.type || ANY}
        onSelectionChange={(key) => setField('type', key === ANY ? '' : (key ?? ''))}
      />
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
