import { Button, CloseIcon, IconButton } from '@fbi/ui';
import { FormFields, type FieldsForm, type FormField, type KeysOf } from './FormFields.tsx';
import * as styles from './formBlocks.css.ts';
import type { FieldOf, FieldPath, Updater } from './useRecordForm.ts';

export interface FieldRowsProps<V, R> {
  /** The form whose list this is. */
  form: FieldsForm<V>;
  /** The list's key in the form's values. */
  name: KeysOf<V, readonly R[]>;
  /** The fields of a row, in order, or of row `index` (zero-based) among `rows`. */
  fields:
    readonly FormField<R>[] | ((index: number, rows: readonly R[]) => readonly FormField<R>[]);
  /** The block's legend, given its number from 1 and its index. */
  legend: (n: number, index: number) => string;
  /** A new empty row; without it rows are neither added nor removed (one per expertise). */
  newRow?: () => R;
  /** The add button's text. */
  addLabel?: string;
  /** Whether a row may be added to `rows` (not when each expertise kind is taken). */
  canAdd?: (rows: readonly R[]) => boolean;
  /** The remove button's accessible name, given the row's number from 1. */
  removeLabel?: (n: number) => string;
  /** The rows that always stay (default 1): their remove buttons are disabled, or `hidden`. */
  min?: number;
  whenMin?: 'disabled' | 'hidden';
  /** 'grid': a block's fields in columns; 'line': one line, its legend for screen readers only. */
  layout?: 'stack' | 'grid' | 'line';
  /** Where the list's own message (no complete row) shows: this field of the first row, or of `listIssueRow`. */
  listIssueAt?: FieldOf<R>;
  listIssueRow?: (rows: readonly R[]) => number;
  /** The stored record's rows, shown but not edited: no add or remove. */
  readOnly?: boolean;
}

/**
 * A list of rows of a record's form, each a bordered block of its declared fields (03 §2: the
 * conditions of a template, the questions of a test, the blocks of a DEA report, the answers of
 * an expertise), with a remove button per row and an add button after them. A field's message is
 * the validator's `{name}.{index}.{field}` (zero-based); an edit drops only that message.
 */
export function FieldRows<V, R extends object>({
  form,
  name,
  fields,
  legend,
  newRow,
  addLabel,
  canAdd = () => true,
  removeLabel,
  min = 1,
  whenMin = 'disabled',
  layout = 'stack',
  listIssueAt,
  listIssueRow = () => 0,
  readOnly = false,
}: FieldRowsProps<V, R>) {
  // KeysOf ties the key to a list of rows; the casts only restate it.
  const rows = form.values[name] as readonly R[];
  const setRows = (next: readonly R[] | Updater<readonly R[]>, edited?: string) =>
    form.set(name, next as V[typeof name], edited as FieldPath<V> | undefined);
  const canEdit = !readOnly && newRow !== undefined;
  const issueRow = listIssueRow(rows);
  return (
    <>
      {rows.map((row, i) => {
        const at = (key: string) => `${name}.${i}.${key}` as FieldPath<V>;
        const rowForm: FieldsForm<R> = {
          values: row,
          // An update, so that several fields of a row changed in one event (a switch that
          // resets the options) all stay.
          set: (key, value, edited = key) => {
            // A row's edit may answer the list's own message (a kind chosen, a block filled).
            if (listIssueAt) setRows((before) => before);
            setRows(
              (before) =>
                before.map((r, j) =>
                  j === i
                    ? {
                        ...r,
                        [key]:
                          typeof value === 'function'
                            ? (value as Updater<R[typeof key]>)(r[key])
                            : value,
                      }
                    : r,
                ),
              at(edited),
            );
          },
          fieldProps: (key) =>
            i === issueRow && key === listIssueAt && form.fieldProps(name).isInvalid
              ? form.fieldProps(name)
              : form.fieldProps(at(key)),
          // A row field's own rule marks that field of this row.
          check: (found) => form.check(found && { ...found, field: at(found.field) }),
        };
        const atMin = rows.length <= min;
        const inputs = (
          <FormFields
            fields={typeof fields === 'function' ? fields(i, rows) : fields}
            form={rowForm}
            readOnly={readOnly}
          />
        );
        return (
          <fieldset key={i} className={layout === 'line' ? styles.line : styles.block}>
            <legend className={layout === 'line' ? styles.hiddenLegend : styles.legend}>
              {legend(i + 1, i)}
            </legend>
            {layout === 'grid' ? <div className={styles.grid}>{inputs}</div> : inputs}
            {canEdit && removeLabel && !(atMin && whenMin === 'hidden') && (
              <div className={styles.rowEnd}>
                <IconButton
                  aria-label={removeLabel(i + 1)}
                  isDisabled={atMin}
                  onPress={() => setRows(rows.filter((_, j) => j !== i))}
                >
                  <CloseIcon />
                </IconButton>
              </div>
            )}
          </fieldset>
        );
      })}
      {canEdit && addLabel && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!canAdd(rows)}
            onPress={() => setRows([...rows, newRow()])}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The form field of a list of rows (see {@link FieldRows}): `rowsField('conditions', { fields,
 * legend, newRow, … })` among a form's declared fields.
 */
export function rowsField<V, R extends object>(
  name: KeysOf<V, readonly R[]>,
  rows: Omit<FieldRowsProps<V, R>, 'form' | 'name'>,
): FormField<V> {
  return {
    key: name,
    label: rows.addLabel ?? '',
    kind: 'custom',
    render: (form) => <FieldRows form={form} name={name} {...rows} />,
  };
}
