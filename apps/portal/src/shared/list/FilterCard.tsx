import { UI_TEXT } from '@fbi/domain';
import { DateField, FilterPanel, Select, TextField } from '@fbi/ui';
import type { FilterField } from './filterFields.ts';
import type { FilterCardProps } from './LazyFilters.tsx';
import { useFilterDraft } from './useFilterDraft.ts';

/** The key of a choice's «Любой» option: no filter on that key. */
const ANY = 'any';

export interface FilterCardFieldsProps<K extends string> extends FilterCardProps<K> {
  /** The fields, in the order shown. */
  fields: readonly FilterField<K>[];
}

/**
 * A list's filter card from its declared fields (02 §2.1: the filters with «Сбросить» and
 * «Обновить», applied on «Обновить» or Enter). What is typed stays in the card until applied;
 * the URL's filters replace it when they change from outside (Back, «Сбросить», a link).
 */
export function FilterCard<K extends string>({
  fields,
  applied,
  onApply,
  onReset,
  isRefreshing,
}: FilterCardFieldsProps<K>) {
  const [draft, setField] = useFilterDraft(applied);
  return (
    <FilterPanel
      onRefresh={() => onApply(draft)}
      onReset={onReset}
      isRefreshing={isRefreshing}
      resetLabel={UI_TEXT.filtersReset}
      refreshLabel={UI_TEXT.filtersApply}
    >
      {fields.map((field) => (
        <FilterInput
          key={field.key}
          field={field}
          value={draft[field.key]}
          onChange={(value) => setField(field.key, value)}
        />
      ))}
    </FilterPanel>
  );
}

/** One field of the card; '' is no filter. */
function FilterInput<K extends string>({
  field,
  value,
  onChange,
}: {
  field: FilterField<K>;
  value: string;
  onChange: (value: string) => void;
}) {
  switch (field.kind) {
    case 'text':
      return <TextField label={field.label} value={value} onChange={onChange} />;
    case 'date':
      return (
        <DateField label={field.label} value={value || null} onChange={(v) => onChange(v ?? '')} />
      );
    case 'select':
      return (
        <Select
          label={field.label}
          items={[
            { id: ANY, label: UI_TEXT.anyValue },
            ...field.options.map((option) => ({ id: option, label: option })),
          ]}
          selectedKey={value || ANY}
          onSelectionChange={(key) => onChange(key === ANY ? '' : (key ?? ''))}
        />
      );
  }
}
