import { UI_TEXT } from '@fbi/domain';
import { FilterPanelSkeleton } from '@fbi/ui';
import { Suspense, type ComponentType } from 'react';
import type { ListFilters, ListParams } from './useListParams.ts';

/** The props every list screen's filter card takes. */
export interface FilterCardProps<K extends string> {
  /** The filters in the URL. */
  applied: ListFilters<K>;
  /** Puts the edited filters in the URL (page back to 1). */
  onApply: (filters: ListFilters<K>) => void;
  /** Clears the URL's filters and page. */
  onReset: () => void;
  /** The list is reloading. */
  isRefreshing: boolean;
}

export interface LazyFiltersProps<K extends string> {
  /** The screen's filter card, a `React.lazy` component (its selects and date pickers are a chunk of their own). */
  Card: ComponentType<FilterCardProps<K>>;
  /** How many fields the card has: the skeleton's cells while it loads. */
  fields: number;
  /** The screen's URL state (useListParams). */
  list: Pick<ListParams<K>, 'filters' | 'apply' | 'reset'>;
  /** The list is reloading. */
  isRefreshing: boolean;
}

/**
 * A list screen's filter card loaded beside the table rather than before it (issue 13: the route's
 * first visit stays within its budget): until its code is in, the card's skeleton with `fields`
 * cells and the card's buttons, at the card's height, so nothing below moves.
 */
export function LazyFilters<K extends string>({
  Card,
  fields,
  list,
  isRefreshing,
}: LazyFiltersProps<K>) {
  return (
    <Suspense
      fallback={
        <FilterPanelSkeleton
          fields={fields}
          resetLabel={UI_TEXT.filtersReset}
          refreshLabel={UI_TEXT.filtersApply}
        />
      }
    >
      <Card
        applied={list.filters}
        onApply={list.apply}
        onReset={list.reset}
        isRefreshing={isRefreshing}
      />
    </Suspense>
  );
}
