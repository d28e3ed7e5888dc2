import {
  CheckboxGroup,
  DateField,
  DateTimeField,
  ListInput,
  NumberField,
  RadioGroup,
  Select,
  TagField,
  TextArea,
  TextField,
  type EntryValidator,
  type ListEntryKind,
  type OptionItem,
} from '@fbi/ui';
import type { ReactNode } from 'react';
import type { RecordForm, FieldOf } from './useRecordForm.ts';

/** The fields of `V` whose value is a `T`. */
export type KeysOf<V, T> = { [K in FieldOf<V>]: V[K] extends T ? K : never }[FieldOf<V>];

/** The part of a record's form its fields read and write, and check (a field's own rule). */
export type FieldsForm<V> = Pick<RecordForm<V>, 'values' | 'set' | 'fieldProps' | 'check'>;

/** What every declared field may say. */
interface FieldBase<V> {
  label: string;
  /** Marked required (default true: most of the spec's form fields are). */
  isRequired?: boolean;
  placeholder?: string;
  /** A line under the field (a rule's hint), or one given the values (a character counter). */
  description?: string | ((values: V) => string);
  /** Shown only while this holds over the values (e.g. the rank count of a demotion). */
  shown?: (values: V) => boolean;
  /** Disabled while this holds over the values (e.g. a rank before its faction is chosen). */
  disabled?: (values: V) => boolean;
}

/**
 * One field of a record's form, as a form declares it (issue 24): the value it edits, its label
 * and its kind — one line of text (`url` opens a phone's URL keyboard), several lines, a list of
 * entries (links, articles) added one at a time, a choice among `items` (a list, or radio
 * buttons), tags, a yes/no, a number, a date or a moment, or a field of its own (`custom`). Its
 * rule is the form's validator's; its message shows under it.
 */
export type FormField<V> = FieldBase<V> &
  (
    | {
        kind: 'text' | 'url';
        key: KeysOf<V, string>;
        /** A phone's digit keyboard (an agent number). */
        inputMode?: 'numeric';
        /** 'off' where the browser's memory of other entries would mislead (a new agent's nick). */
        autoComplete?: 'off';
      }
    | { kind: 'textarea'; key: KeysOf<V, string>; rows?: number; maxLength?: number }
    | {
        kind: 'list';
        key: KeysOf<V, readonly string[]>;
        /** A preset entry format, or `validateEntry`, the message of a refused entry. */
        entry?: ListEntryKind;
        validateEntry?: EntryValidator;
        addLabel?: string;
      }
    | {
        kind: 'select';
        key: KeysOf<V, string | null>;
        /** The choices, or the choices given the values (a faction's ranks). */
        items: readonly OptionItem[] | ((values: V) => readonly OptionItem[]);
        /**
         * What else changes when this one does, given the values after and before the change
         * (a rank belongs to its faction, so a new faction empties it).
         */
        follows?: (next: V, before: V) => Partial<V>;
      }
    | { kind: 'number'; key: KeysOf<V, number | null>; minValue?: number; maxValue?: number }
    | {
        /** 'date': 'YYYY-MM-DD'; 'datetime': a UTC instant, typed in Moscow time. */
        kind: 'date' | 'datetime';
        key: KeysOf<V, string | null>;
        minValue?: string;
        maxValue?: string;
      }
    | { kind: 'radio'; key: KeysOf<V, string | null>; items: readonly OptionItem[] }
    | {
        /** Several of `items` ticked (the reports an investigation closes with). */
        kind: 'checkboxes';
        key: KeysOf<V, readonly string[]>;
        /** The choices, or the choices given the values (the chosen investigation's reports). */
        items: readonly OptionItem[] | ((values: V) => readonly OptionItem[]);
      }
    | {
        /** Several of `options`, found by typing (the DEA team's nicks). */
        kind: 'tags';
        key: KeysOf<V, readonly string[]>;
        options: readonly OptionItem[];
      }
    | {
        /** A yes/no choice as two radio buttons: `labels` of true, then of false. */
        kind: 'boolean';
        key: KeysOf<V, boolean | null>;
        labels: readonly [string, string];
      }
    | {
        /** A field of its own (a photo uploaded on choice): rendered by `render`, given the form. */
        kind: 'custom';
        key: FieldOf<V>;
        render: (form: FieldsForm<V>) => ReactNode;
      }
  );

/**
 * Fields declared over a part `P` of a form's values (the offender of both act forms, the
 * evidence of both wizards) as fields of a form whose values `V` hold `P` with the same types:
 * they read and write `P`'s keys only, so the cast restates what the types cannot prove.
 */
export const partFields = <V extends P, P>(fields: readonly FormField<P>[]) =>
  fields as unknown as readonly FormField<V>[];

/**
 * The texts of a form's `values` named by `keys` (all of them when every value is a text), trimmed
 * as its body sends them (`bodyOf`; the rules of 01–03 §5 judge the trimmed input):
 * `{ ...trimmed(v, ['rang', 'position']), faction: choice(FACTIONS, v.faction) }`.
 */
export function trimmed<V extends Record<string, string>>(values: V): V;
export function trimmed<V, K extends KeysOf<V, string>>(
  values: V,
  keys: readonly K[],
): Record<K, string>;
export function trimmed(values: object, keys?: readonly string[]) {
  const texts = Object.entries(values).filter(([key]) => !keys || keys.includes(key));
  return Object.fromEntries(texts.map(([key, text]) => [key, String(text).trim()]));
}

/** The choices of a select field from plain strings (the label is the value, as the spec lists them). */
export const itemsOf = (values: readonly string[]): OptionItem[] =>
  values.map((v) => ({ id: v, label: v }));

/**
 * A form's declared fields, in order, each bound to its value in `form` and marked with the last
 * failed check's message when it names that field (01 §8, 02 §5). A field whose `shown` fails is
 * left out. `readOnly` shows the values of a record that may not be edited (text read-only, the
 * other inputs disabled).
 */
export function FormFields<V>({
  fields,
  form,
  readOnly = false,
}: {
  fields: readonly FormField<V>[];
  form: FieldsForm<V>;
  readOnly?: boolean;
}) {
  return (
    <>
      {fields.map((field) =>
        (field.shown?.(form.values) ?? true) ? (
          <FormInput key={field.key} field={field} form={form} readOnly={readOnly} />
        ) : null,
      )}
    </>
  );
}

/** One declared field as its input component. */
function FormInput<V>({
  field,
  form,
  readOnly,
}: {
  field: FormField<V>;
  form: FieldsForm<V>;
  readOnly: boolean;
}) {
  const { values, fieldProps } = form;
  // The declaration ties each key to its value's type (KeysOf); the casts only restate it.
  const set = (value: unknown) => form.set(field.key as FieldOf<V>, value as V[FieldOf<V>]);
  const value: unknown = values[field.key];
  const common = {
    label: field.label,
    isRequired: field.isRequired ?? true,
    placeholder: field.placeholder,
    description:
      typeof field.description === 'function' ? field.description(values) : field.description,
    isDisabled: readOnly || field.disabled?.(values),
    ...fieldProps(field.key),
  };
  switch (field.kind) {
    case 'text':
    case 'url':
      return (
        <TextField
          {...common}
          isDisabled={field.disabled?.(values)}
          isReadOnly={readOnly}
          type={field.kind === 'url' ? 'url' : undefined}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          value={value as string}
          onChange={set}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...common}
          rows={field.rows ?? 4}
          maxLength={field.maxLength}
          value={value as string}
          onChange={set}
        />
      );
    case 'list':
      return (
        <ListInput
          {...common}
          kind={field.entry}
          validateEntry={field.validateEntry}
          placeholder={common.placeholder ?? (field.entry === 'link' ? 'https://' : undefined)}
          addLabel={field.addLabel}
          value={value as readonly string[]}
          onChange={set}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          items={typeof field.items === 'function' ? field.items(values) : field.items}
          // '' is "none chosen" in a field that is text elsewhere (a division).
          selectedKey={(value as string | null) || null}
          onSelectionChange={(key) => {
            const chosen = key ?? (typeof value === 'string' ? '' : null);
            set(chosen);
            const next = { ...values, [field.key]: chosen };
            for (const [other, v] of Object.entries(field.follows?.(next, values) ?? {}))
              form.set(other as FieldOf<V>, v as V[FieldOf<V>]);
          }}
        />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          minValue={field.minValue}
          maxValue={field.maxValue}
          step={1}
          value={(value as number | null) ?? NaN}
          onChange={(n) => set(Number.isNaN(n) ? null : n)}
        />
      );
    case 'tags':
      return (
        <TagField
          label={field.label}
          description={common.description}
          isDisabled={common.isDisabled}
          options={field.options}
          value={value as readonly string[]}
          onChange={set}
          {...fieldProps(field.key)}
        />
      );
    case 'checkboxes':
      return (
        <CheckboxGroup
          {...common}
          items={typeof field.items === 'function' ? field.items(values) : field.items}
          value={value as readonly string[]}
          onChange={set}
        />
      );
    case 'radio':
      return (
        <RadioGroup {...common} items={field.items} value={value as string | null} onChange={set} />
      );
    case 'boolean':
      return (
        <RadioGroup
          {...common}
          orientation="horizontal"
          items={[
            { id: 'true', label: field.labels[0] },
            { id: 'false', label: field.labels[1] },
          ]}
          value={value === null ? null : String(value)}
          onChange={(v) => set(v === 'true')}
        />
      );
    case 'custom':
      return field.render(form);
    case 'date':
    case 'datetime': {
      const Field = field.kind === 'date' ? DateField : DateTimeField;
      return (
        <Field
          {...common}
          minValue={field.minValue}
          maxValue={field.maxValue}
          value={value as string | null}
          onChange={set}
        />
      );
    }
  }
}
