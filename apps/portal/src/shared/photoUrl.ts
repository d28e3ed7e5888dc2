import { API_BASE_URL } from './config.ts';

/**
 * The address of a stored photo. Upload calls answer a server path such as
 * `/api/v1/files/17.png` (01 §7); against a real server it lives on the API's origin, so a
 * root-relative path gets `API_BASE_URL` in front. Absolute URLs and data/blob URIs pass as they are;
 * an empty value gives null (the caller shows its default image).
 */
export function photoUrl(path: string | null | undefined): string | null {
  const value = path?.trim() ?? '';
  if (value === '') return null;
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(value)) return value;
  return value.startsWith('/') ? `${API_BASE_URL}${value}` : value;
}
