/** Press article (news) form. Spec: 01 §5 (Press article, Photo uploads). */
import { firstIssue, required, type ValidationResult } from './common.ts';
import { MESSAGES } from './messages.ts';

/** A field of the press article form. */
export type NewsField = 'header' | 'subheader' | 'text' | 'photo';

/**
 * Validates a press article (01 §5): header, subheader, text, photo required (messages ours).
 */
export function validateNewsForm(form: {
  header: string | null | undefined;
  subheader: string | null | undefined;
  text: string | null | undefined;
  photo: string | null | undefined;
}): ValidationResult<NewsField> {
  return firstIssue<NewsField>(
    ['header', () => required(form.header, MESSAGES.headerEmpty)],
    ['subheader', () => required(form.subheader, MESSAGES.subheaderEmpty)],
    ['text', () => required(form.text, MESSAGES.textEmpty)],
    ['photo', () => required(form.photo, MESSAGES.photoEmpty)],
  );
}

/**
 * Checks that a news photo may be uploaded (01 §5): the header must be filled first,
 * 'Для загрузки фотографий заполните заголовок!'. The issue is on the header, which must be filled.
 */
export function validateNewsPhotoUpload(
  header: string | null | undefined,
): ValidationResult<'header'> {
  return firstIssue(['header', () => required(header, MESSAGES.newsPhotoNeedsHeader)]);
}
