/**
 * A form's fields as a person fills them, declared once per stories file (Storybook only): the
 * form stories (formModalStories.ts) fill and send a dialog from this declaration.
 */
import { userEvent, within } from 'storybook/test';
import { chooseOption, fillText, findDialog } from './storyPlay.ts';

/** Queries inside the form's dialog. */
export type DialogQueries = Awaited<ReturnType<typeof findDialog>>;

/**
 * How one field is filled: the start of a text field's label (pasted), `{ option }` a select's
 * label, `{ entry }` a list field's label (pasted, then Enter adds it), `{ typed }` a number
 * field's label (typed key by key: it checks each key), `{ radio }` a radio group (the value is
 * the radio's name), or a function for anything else.
 */
export type FieldFill<V> =
  (V extends string ? TextFill : never) | ((dialog: DialogQueries, value: V) => Promise<unknown>);

/** A declared way to fill a field with a string (see {@link FieldFill}). */
type TextFill =
  string | { option: string } | { entry: string } | { typed: string } | { radio: string };

/** Every field of an input, in the order a person fills them. */
export type FormFields<I> = { [K in keyof I]-?: FieldFill<NonNullable<I[K]>> };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text field (input or textarea) whose accessible name starts with `label`. */
export const textbox = (dialog: DialogQueries, label: string) =>
  dialog.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });

async function fillField<V>(dialog: DialogQueries, declared: FieldFill<V>, value: V) {
  if (typeof declared === 'function') return declared(dialog, value);
  const field = declared as TextFill;
  const text = value as string;
  if (typeof field === 'string') return fillText(textbox(dialog, field), text);
  if ('option' in field) return chooseOption(field.option, text, dialog);
  if ('typed' in field) return userEvent.type(textbox(dialog, field.typed), text);
  if ('radio' in field) return userEvent.click(dialog.getByRole('radio', { name: text }));
  await fillText(textbox(dialog, field.entry), text);
  await userEvent.keyboard('{Enter}');
}

/** A declared text-valued field inside the group (fieldset) named `group`, e.g. a list's row. */
export const inGroup =
  (group: string, field: TextFill) =>
  (dialog: DialogQueries, value: string): Promise<unknown> =>
    fillField(within(dialog.getByRole('group', { name: group })), field, value);

/** Ticks the checkboxes of these names. */
export async function checkboxes(dialog: DialogQueries, names: readonly string[]): Promise<void> {
  for (const name of names) await userEvent.click(dialog.getByRole('checkbox', { name }));
}

/**
 * The fill and send of the dialog `title` with the declared `fields` and its submit button;
 * `ready` first waits for a form that replaces a loading dialog.
 */
export function formFiller<I>(
  title: string | RegExp,
  fields: FormFields<I>,
  submitLabel: string | RegExp,
  ready?: () => Promise<unknown>,
) {
  /** Fills what `input` gives (an omitted or empty value stays untouched); the dialog's queries. */
  const fill = async (input: Partial<I>) => {
    await ready?.();
    const dialog = await findDialog(title);
    for (const key of Object.keys(fields) as (keyof I)[]) {
      const value = input[key];
      if (value !== undefined && value !== '')
        await fillField(dialog, fields[key] as FieldFill<typeof value>, value);
    }
    return dialog;
  };
  /** Fills `input` and presses the submit button. */
  const submit = async (input: Partial<I>) => {
    const dialog = await fill(input);
    await userEvent.click(dialog.getByRole('button', { name: submitLabel }));
    return dialog;
  };
  return { fill, submit };
}
