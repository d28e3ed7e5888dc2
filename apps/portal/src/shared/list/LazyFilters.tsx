import { UI_TEXT } from '@fbi/domain';
import { FilterPanelSkeleton } from '@fbi/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import type * as FilterCardModule from './FilterCard.tsx';
import type { FilterField } from './filterFields.ts';
import { sameFilters, type ListFilters, type ListParams } from './useListParams.ts';

// The card's selects and date pickers are a chunk of their own (issue 13). `lazy` drops the
// component's type parameter, so its own generic type is restored.
const FilterCard = lazy(async () => ({
  default: (await import('./FilterCard.tsx')).FilterCard,
})) as unknown as typeof FilterCardModule.FilterCard;

/** What a filter card gets besides its fields. */
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
  /** The card's fields, as the registry declares them. */
  fields: readonly FilterField<K>[];
  /** The screen's URL state (useListParams). */
  list: Pick<ListParams<K>, 'filters' | 'page' | 'apply' | 'reset'>;
  /** The list's query: its reloading state, and the reload «Обновить» asks for when nothing changed. */
  query: Pick<UseQueryResult, 'isFetching'> & { refetch: () => unknown };
}

/**
 * A list screen's filter card loaded beside the table rather than before it (issue 13: the route's
 * first visit stays within its budget): until its code is in, the card's skeleton with a cell
 * per field and the card's buttons, at the card's height, so nothing below moves.
 * «Обновить» (02 §2.1) always reloads: with the filters and page unchanged the URL would not
 * change and no call would leave, so the query is refetched instead.
 */
export function LazyFilters<K extends string>({ fields, list, query }: LazyFiltersProps<K>) {
  const { filters, page, apply } = list;
  const { refetch } = query;
  const onApply = useCallback(
    (next: ListFilters<K>) => {
      if (page === 1 && sameFilters(filters, next)) void refetch();
      else apply(next);
    },
    [filters, page, apply, refetch],
  );
  return (
    <Suspense
      fallback={
        <FilterPanelSkeleton
          fields={fields.length}
          resetLabel={UI_TEXT.filtersReset}
          refreshLabel={UI_TEXT.filtersApply}
        />
      }
    >
      <FilterCard
        fields={fields}
        applied={filters}
        onApply={onApply}
        onReset={list.reset}
        isRefreshing={query.isFetching}
      />
    </Suspense>
  );
}
