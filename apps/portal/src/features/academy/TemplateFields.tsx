import {
  ACADEMY_RANK_LABELS,
  ACADEMY_RANKS,
  ACADEMY_TEMPLATES_TEXT as T,
  CONDITION_TYPE_LABELS,
  CONDITION_TYPES,
  OPTION_CATEGORIES,
  TEMPLATE_MIN_CONDITIONS,
  UI_TEXT,
  type AcademyRank,
  type AcademyTemplateField,
  type ConditionType,
} from '@fbi/domain';
import { Button, Select, TextField } from '@fbi/ui';
import * as styles from './academy.css.ts';
import {
  availableTestId,
  newCondition,
  removeCondition,
  type ConditionDraft,
  type TemplateDraft,
} from './templateForm.ts';

const RANK_ITEMS = ACADEMY_RANKS.map((r) => ({ id: r, label: ACADEMY_RANK_LABELS[r] }));
const TYPE_ITEMS = CONDITION_TYPES.map((t) => ({ id: t, label: CONDITION_TYPE_LABELS[t] }));
const CATEGORY_ITEMS = OPTION_CATEGORIES.map((c) => ({ id: c, label: c }));

/** A test a TEST condition can choose (03 §7 GET /tests/all). */
export interface TestChoice {
  id: number;
  title: string;
}

/** What a field component takes from `useFieldIssue().fieldProps`. */
type FieldProps = (field: AcademyTemplateField) => {
  isInvalid: boolean;
  errorMessage: string | undefined;
};

export interface TemplateFieldsProps {
  values: TemplateDraft;
  /** Called with the new values after an edit (absent when read-only). */
  onChange?: (values: TemplateDraft, edited: AcademyTemplateField) => void;
  /** The loaded tests; undefined while loading. */
  tests: readonly TestChoice[] | undefined;
  fieldProps: FieldProps;
}

/**
 * The fields of an academy template (03 §2 template modals, §3): the name and one block per
 * condition — name, rank (Стажёр / Дежурный / Младший агент), type (Опциональный / Логический /
 * Тест), the option category only for the optional type and the test only for the test type.
 * Rows are added and removed, the last one stays. With no tests loaded the test choice is empty,
 * disabled and says 'Нет доступных тестов'. Without `onChange` every field is read-only.
 */
export function TemplateFields({ values, onChange, tests, fieldProps }: TemplateFieldsProps) {
  const readOnly = onChange === undefined;
  const testItems = (tests ?? []).map((t) => ({ id: String(t.id), label: t.title }));
  const noTests = tests !== undefined && tests.length === 0;
  const testIds = tests?.map((t) => t.id);

  const setRow = (index: number, patch: Partial<ConditionDraft>, field: keyof ConditionDraft) =>
    onChange?.(
      {
        ...values,
        conditions: values.conditions.map((row, i) => (i === index ? { ...row, ...patch } : row)),
      },
      `conditions.${index}.${field}`,
    );

  return (
    <div className={styles.form}>
      <TextField
        label={T.templateName}
        isRequired
        isReadOnly={readOnly}
        value={values.name}
        onChange={(name) => onChange?.({ ...values, name }, 'name')}
        {...fieldProps('name')}
      />
      {values.conditions.map((row, i) => {
        const n = i + 1;
        const at = (field: keyof ConditionDraft) => fieldProps(`conditions.${i}.${field}`);
        return (
          <fieldset key={i} className={styles.block}>
            <legend className={styles.legend}>{T.condition(n)}</legend>
            <div className={styles.grid}>
              <TextField
                label={T.conditionName}
                isRequired
                isReadOnly={readOnly}
                value={row.name}
                onChange={(name) => setRow(i, { name }, 'name')}
                {...at('name')}
              />
              <Select
                label={T.rank}
                isRequired
                isDisabled={readOnly}
                items={RANK_ITEMS}
                selectedKey={row.rang}
                onSelectionChange={(rang) => setRow(i, { rang: rang as AcademyRank }, 'rang')}
                {...at('rang')}
              />
              <Select
                label={T.conditionType}
                isRequired
                isDisabled={readOnly}
                items={TYPE_ITEMS}
                selectedKey={row.conditionType}
                onSelectionChange={(type) =>
                  setRow(i, { conditionType: type as ConditionType }, 'conditionType')
                }
                {...at('conditionType')}
              />
              {row.conditionType === 'OPTION' && (
                <Select
                  label={T.optionCategory}
                  isRequired
                  isDisabled={readOnly}
                  items={CATEGORY_ITEMS}
                  selectedKey={row.optionCategoryName}
                  onSelectionChange={(c) =>
                    setRow(i, { optionCategoryName: c }, 'optionCategoryName')
                  }
                  {...at('optionCategoryName')}
                />
              )}
              {row.conditionType === 'TEST' && (
                <Select
                  label={T.test}
                  isRequired
                  isDisabled={readOnly || noTests}
                  placeholder={noTests ? UI_TEXT.noTests : undefined}
                  items={testItems}
                  selectedKey={noTests ? null : (availableTestId(row, testIds)?.toString() ?? null)}
                  onSelectionChange={(id) =>
                    setRow(i, { testId: id === null ? null : Number(id) }, 'testId')
                  }
                  {...at('testId')}
                />
              )}
            </div>
            {!readOnly && (
              <div>
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={values.conditions.length <= TEMPLATE_MIN_CONDITIONS}
                  onPress={() =>
                    onChange?.(
                      { ...values, conditions: removeCondition(values.conditions, i) },
                      'conditions',
                    )
                  }
                >
                  {T.removeCondition(n)}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            onPress={() =>
              onChange?.(
                { ...values, conditions: [...values.conditions, newCondition()] },
                'conditions',
              )
            }
          >
            {T.addCondition}
          </Button>
        </div>
      )}
    </div>
  );
}
