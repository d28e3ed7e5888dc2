/** Press article (news) form. Spec: 01 §5 (Press article, Photo uploads). */
import { firstError, required, type ValidationResult } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * Validates a press article (01 §5): header, subheader, text, photo required (messages ours).
 */
export function validateNewsForm(form: {
  header: string | null | undefined;
  subheader: string | null | undefined;
  text: string | null | undefined;
  photo: string | null | undefined;
}): ValidationResult {
  return firstError(
    () => required(form.header, MESSAGES.headerEmpty),
    () => required(form.subheader, MESSAGES.subheaderEmpty),
    () => required(form.text, MESSAGES.textEmpty),
    () => required(form.photo, MESSAGES.photoEmpty),
  );
}

/**
 * Checks that a news photo may be uploaded (01 §5): the header must be filled first,
 * 'Для загрузки фотографий заполните заголовок!'.
 */
export function validateNewsPhotoUpload(header: string | null | undefined): ValidationResult {
  return required(header, MESSAGES.newsPhotoNeedsHeader);
}
