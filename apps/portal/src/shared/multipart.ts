import { unwrap } from '@fbi/api';
import { api } from './api.ts';

/**
 * The one way an upload is sent (news photo, MW and dossier photos, the voice question): spread
 * the result into an openapi-fetch call, which keeps the path, params and answer typed:
 *
 *   api.POST('/api/v1/news/{header}/photo', { params, ...multipartBody(file), parseAs: 'text' })
 *
 * The contract types a binary part as `string`, so the FormData is passed through untyped here,
 * once, and sent as is: the browser sets the multipart boundary itself.
 *
 * @param file the file or recorded blob.
 * @param fieldName the multipart field, `file` in every upload of the contract.
 * @param fileName the name sent with a Blob that has none (a File keeps its own).
 */
export function multipartBody(file: Blob, fieldName = 'file', fileName?: string) {
  const form = new FormData();
  if (fileName === undefined) form.append(fieldName, file);
  else form.append(fieldName, file, fileName);
  return {
    body: form as never,
    bodySerializer: (body: unknown) => body as FormData,
  };
}

/** The uploads that store a person's photo under their nick (01 §7 MW report, IB dossier). */
type PersonPhotoPath = '/api/v1/most-wanted/{nick}/photo' | '/api/v1/intelligence/{nick}/photo';

/**
 * `POST …/{nick}/photo` (01 §7): uploads the subject's photo of an MW report or a dossier.
 * @returns the stored photo's path (plain text), sent as `photo`.
 */
export function uploadPersonPhoto(
  path: PersonPhotoPath,
  input: { nick: string; file: File },
): Promise<string> {
  return unwrap(
    api.POST(path, {
      params: { path: { nick: input.nick } },
      ...multipartBody(input.file),
      parseAs: 'text',
    }),
  );
}
