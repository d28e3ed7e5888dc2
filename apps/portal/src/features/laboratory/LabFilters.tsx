import { LABORATORY_TEXT as T, UI_TEXT } from '@fbi/domain';
import { FilterPanel, TextField } from '@fbi/ui';
import { useFilterDraft } from '../../shared/list/useFilterDraft.ts';
import type { ListFilters } from '../../shared/list/useListParams.ts';
import type { LabFilterKey } from './api.ts';

export interface LabFiltersProps {
  /** The filters in the URL. */
  applied: ListFilters<LabFilterKey>;
  /** Puts the edited filters in the URL (page back to 1). */
  onApply: (filters: ListFilters<LabFilterKey>) => void;
  /** Clears the URL's filters and page. */
  onReset: () => void;
  /** The list is reloading. */
  isRefreshing: boolean;
}

/**
 * The laboratory's filter card (03 §2 /laboratory): executor nick (`approver`) and author nick
 * (`nick`), with Reset and Refresh; applied on Refresh or Enter.
 */
export function LabFilters({ applied, onApply, onReset, isRefreshing }: LabFiltersProps) {
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
        label={T.executorNick}
        value={draft.approver}
        onChange={(v) => setField('approver', v)}
      />
      <TextField label={T.authorNick} value={draft.nick} onChange={(v) => setField('nick', v)} />
    </FilterPanel>
  );
}
