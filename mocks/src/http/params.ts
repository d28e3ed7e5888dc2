/** Parsing of path and query values; a malformed value is 400, an unknown id 404. */
import { badRequest, notFound } from './errors.ts';

/** A positive integer id from a path parameter. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest('Некорректный идентификатор');
  return id;
}

/** The record with `id`, or 404 with `message`. */
export function findById<T extends { id: number }>(
  list: readonly T[],
  id: number,
  message?: string,
): T {
  const record = list.find((r) => r.id === id);
  if (!record) throw notFound(message);
  return record;
}

/** A trimmed string, or null for anything else or blank. */
export function str(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
