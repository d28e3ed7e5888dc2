import { UI_TEXT } from '@fbi/domain';
import { FilterPanelSkeleton } from '@fbi/ui';

/**
 * What a list screen shows while its filter card's code loads (the fields' selects and date
 * pickers are a chunk of their own, issue 13): the card's skeleton with `fields` cells and the
 * buttons the card will have, at the card's height.
 */
export function FiltersFallback({ fields }: { fields: number }) {
  return (
    <FilterPanelSkeleton
      fields={fields}
      resetLabel={UI_TEXT.filtersReset}
      refreshLabel={UI_TEXT.filtersApply}
    />
  );
}
