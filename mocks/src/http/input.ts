/**
 * Reading body values into the types the domain's validators take: strings trimmed, lists
 * trimmed with blanks dropped (01 §5), numbers only when numeric. route() has already answered 400
 * for a value of the wrong JSON type (requestCheck.ts); what is left missing or blank reads as
 * null, so the validator answers with the spec's message for an empty field.
 */
import { isOneOf, normalizeList } from '@fbi/domain';
import { invalidField } from './errors.ts';

/** A trimmed string, or null when not a string or blank. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A list of trimmed non-blank strings (non-strings dropped). */
export function textList(value: unknown): string[] {
  return normalizeList(
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : null)) : [],
  );
}

/** An integer from a number or numeric string, else null. */
export function integer(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isInteger(n) ? n : null;
}

/**
 * A value the domain validator has accepted, narrowed to its closed option list (a contract
 * enum) so the store holds only what the portal can show.
 * @throws ApiError 400 naming `field` when the value is not one of `list`.
 */
export function option<T extends string>(list: readonly T[], value: unknown, field: string): T {
  if (!isOneOf(list, value)) throw invalidField(field);
  return value;
}
