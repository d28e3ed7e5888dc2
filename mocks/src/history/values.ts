/**
 * A stored field's value as the history shows it (issue 26, the contract's `FieldChange`): text,
 * or null for an empty one.
 */
import { HISTORY_TEXT } from '@fbi/domain';

/** `value` as text: lists joined by commas, a row's values by « · », yes/no in Russian. */
export function shownValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? HISTORY_TEXT.yes : HISTORY_TEXT.no;
  if (Array.isArray(value)) return joined(value.map(shownValue), ', ');
  if (typeof value === 'object') return joined(Object.values(value).map(shownValue), ' · ');
  return null;
}

function joined(parts: (string | null)[], separator: string): string | null {
  const kept = parts.filter((p): p is string => p !== null);
  return kept.length === 0 ? null : kept.join(separator);
}
