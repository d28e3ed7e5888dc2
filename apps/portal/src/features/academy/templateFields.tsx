import {
  ACADEMY_RANK_LABELS,
  ACADEMY_RANKS,
  ACADEMY_TEMPLATES_TEXT as T,
  CONDITION_TYPE_LABELS,
  CONDITION_TYPES,
  OPTION_CATEGORIES,
  TEMPLATE_MIN_CONDITIONS,
  UI_TEXT,
} from '@fbi/domain';
import { Select } from '@fbi/ui';
import { rowsField } from '../../shared/form/FieldRows.tsx';
import { itemsOf, type FormField } from '../../shared/form/FormFields.tsx';
import {
  availableTestId,
  newCondition,
  type ConditionDraft,
  type TemplateDraft,
} from './templateForm.ts';

const RANK_ITEMS = ACADEMY_RANKS.map((r) => ({ id: r, label: ACADEMY_RANK_LABELS[r] }));
const TYPE_ITEMS = CONDITION_TYPES.map((t) => ({ id: t, label: CONDITION_TYPE_LABELS[t] }));

/** A test a TEST condition can choose (03 §7 GET /tests/all). */
export interface TestChoice {
  id: number;
  title: string;
}

/**
 * The fields of an academy template (03 §2 template modals, §3): the name and one block per
 * condition — name, rank (Стажёр / Дежурный / Младший агент), type (Опциональный / Логический /
 * Тест), the option category only for the optional type and the test only for the test type.
 * Rows are added and removed, the last one stays. With no tests loaded (`tests` empty) the test
 * choice is empty, disabled and says 'Нет доступных тестов'; `tests` undefined while loading.
 * `readOnly`: the stored template's values, nothing added, removed or chosen.
 */
export function templateFields(
  tests: readonly TestChoice[] | undefined,
  readOnly = false,
): readonly FormField<TemplateDraft>[] {
  const noTests = tests !== undefined && tests.length === 0;
  const testIds = tests?.map((t) => t.id);
  const testItems = (tests ?? []).map((t) => ({ id: String(t.id), label: t.title }));
  const condition: readonly FormField<ConditionDraft>[] = [
    { key: 'name', label: T.conditionName, kind: 'text' },
    { key: 'rang', label: T.rank, kind: 'select', items: RANK_ITEMS },
    { key: 'conditionType', label: T.conditionType, kind: 'select', items: TYPE_ITEMS },
    {
      key: 'optionCategoryName',
      label: T.optionCategory,
      kind: 'select',
      items: itemsOf(OPTION_CATEGORIES),
      shown: (row) => row.conditionType === 'OPTION',
    },
    {
      key: 'testId',
      label: T.test,
      kind: 'custom',
      shown: (row) => row.conditionType === 'TEST',
      // The id is a number, and a test deleted since shows as none chosen.
      render: ({ values: row, set, fieldProps }) => (
        <Select
          label={T.test}
          isRequired
          isDisabled={readOnly || noTests}
          placeholder={noTests ? UI_TEXT.noTests : undefined}
          items={testItems}
          selectedKey={noTests ? null : (availableTestId(row, testIds)?.toString() ?? null)}
          onSelectionChange={(id) => set('testId', id === null ? null : Number(id))}
          {...fieldProps('testId')}
        />
      ),
    },
  ];
  return [
    { key: 'name', label: T.templateName, kind: 'text' },
    rowsField('conditions', {
      fields: condition,
      legend: T.condition,
      layout: 'grid',
      newRow: newCondition,
      addLabel: T.addCondition,
      removeLabel: T.removeCondition,
      min: TEMPLATE_MIN_CONDITIONS,
      readOnly,
    }),
  ];
}
