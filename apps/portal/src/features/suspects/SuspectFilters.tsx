import { SUSPECTS_TEXT as T, UI_TEXT } from '@fbi/domain';
import { FilterPanel, TextField } from '@fbi/ui';
import { useFilterDraft } from '../../shared/list/useFilterDraft.ts';
import type { ListFilters } from '../../shared/list/useListParams.ts';
import type { SuspectFilterKey } from './api.ts';

export interface SuspectFiltersProps {
  /** The filters in the URL. */
  applied: ListFilters<SuspectFilterKey>;
  /** Puts the edited filters in the URL (page back to 1). */
  onApply: (filters: ListFilters<SuspectFilterKey>) => void;
  /** Clears the URL's filters and page. */
  onReset: () => void;
  /** The list is reloading. */
  isRefreshing: boolean;
}

/**
 * The suspects filter card (03 §2 /db, /db-public): initiator nick (`author`) and offender nick
 * (`nick`), with Reset and Refresh; applied on Refresh or Enter.
 */
export function SuspectFilters({ applied, onApply, onReset, isRefreshing }: SuspectFiltersProps) {
  const [draft, setField] = useFilterDraft(applied);
  return (
    <FilterPanel
      onRefresh={() => onApply(draft)}
      onReset={onReset}
      isRefreshing={isRefreshing}
      resetLabel={UI_TEXT.filtersReset}
      refreshLabel={UI_TEXT.filtersApply}
    >
      <TextField
        label={T.initiatorNick}
        value={draft.author}
        onChange={(v) => setField('author', v)}
      />
      <TextField label={T.offenderNick} value={draft.nick} onChange={(v) => setField('nick', v)} />
    </FilterPanel>
  );
}
