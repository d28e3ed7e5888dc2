/** Nick validation. Spec: 01 §5 (Nick), 02 §5 (Nick), 03 §5 (Suspect creation). */
import { NICK_MAX } from '../constants.ts';
import type { CheckResult } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * Form First_Last (01 §5): two parts of Latin letters (game nicks are Latin), each at least two
 * letters and starting with a capital, joined by one mandatory underscore; no digits. Capitals
 * inside a part are allowed ('John_McLane'). The exact letter set is not given by the spec;
 * Latin-only is our choice. openapi.yaml's `Nick` pattern is the same expression (a mock test
 * compares them).
 */
export const NICK_PATTERN = /^[A-Z][a-zA-Z]+_[A-Z][a-zA-Z]+$/;

/** True when the nick has the First_Last form (01 §5). */
export function isNickFormat(nick: string | null | undefined): boolean {
  return NICK_PATTERN.test(nick?.trim() ?? '');
}

/**
 * Validates a nick (01 §5): required ('Ник не может быть пустым.'), at most 50 characters,
 * form First_Last. Surrounding spaces are trimmed.
 * A building block: the form validator names the field ('nick', 'nameSurname').
 * @returns the first failing message, or null.
 */
export function validateNick(nick: string | null | undefined): CheckResult {
  const v = nick?.trim() ?? '';
  if (v === '') return MESSAGES.nickEmpty;
  if (v.length > NICK_MAX) return MESSAGES.nickTooLong;
  if (!NICK_PATTERN.test(v)) return MESSAGES.nickFormat;
  return null;
}
