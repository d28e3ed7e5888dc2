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
