/** Rules of office access requests (02 §2.6, §5). */
import { OFFICE_LEVELS, SERVER_MESSAGES, validateOfficeLevel } from '@fbi/domain';
import { badRequest } from '../http/errors.ts';

/**
 * The access level of a query's `level` parameter (02 §5).
 * @throws ApiError 400 when missing or not one of OFFICE_LEVELS.
 */
export function officeLevel(query: URLSearchParams): string {
  const value = query.get('level')?.trim() ?? null;
  const invalid = validateOfficeLevel(value);
  if (invalid) throw badRequest(invalid);
  if (!(OFFICE_LEVELS as readonly string[]).includes(value ?? ''))
    throw badRequest(SERVER_MESSAGES.unknownOfficeLevel);
  return value ?? '';
}
