/** Parsing of path and query values; a malformed value is 400, an unknown id 404. */
import { SERVER_MESSAGES } from '@fbi/domain';
import { badRequest, notFound } from './errors.ts';

/**
 * Canonical decimal digits of a positive id: no sign, exponent, hex, fraction, spaces or leading
 * zero, so `0x10c`, `268e0`, `+268` and `0268` never open record 268 (as `Number()` would).
 */
const CANONICAL_ID = /^[1-9]\d*$/;

/**
 * A positive integer id from a path parameter (the contract's `IdPath`: integer, minimum 1).
 * @throws ApiError 400 for anything but canonical digits; 404 for digits beyond the largest safe
 *   integer, which no record of the store can have (a Spring server reading a `long` answers the
 *   same for ids past 2^53 it does not hold).
 */
export function idParam(value: string | undefined): number {
  if (value === undefined || !CANONICAL_ID.test(value)) {
    throw badRequest(SERVER_MESSAGES.invalidId);
  }
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw notFound();
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
