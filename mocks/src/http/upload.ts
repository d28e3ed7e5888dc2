/**
 * Multipart uploads (01 §7 photo and audio calls): the `file` field is read and, for images, kept
 * in the store so GET /api/v1/files/{name} can serve it.
 */
import { PRESS_ARTICLE_TEXT, SERVER_MESSAGES } from '@fbi/domain';
import type { Store } from '../store/store.ts';
import { badRequest } from './errors.ts';

/** The `file` field of a multipart request, or 400. */
export async function readFileField(request: Request): Promise<File> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(SERVER_MESSAGES.multipartExpected);
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw badRequest(SERVER_MESSAGES.fileMissing);
  return file;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode below the argument-count limit of large images.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * Stores an uploaded image. Only images are accepted (01 §5 "Photo uploads accept images"), with
 * the message the portal's photo field shows for another file.
 * @returns the absolute URL it is served at, on the origin the client called.
 */
export async function storeImage(store: Store, request: Request): Promise<string> {
  const file = await readFileField(request);
  const contentType = file.type || 'application/octet-stream';
  if (!contentType.startsWith('image/')) throw badRequest(PRESS_ARTICLE_TEXT.notAnImage);
  const name = `${store.nextId()}.${EXTENSIONS[contentType] ?? 'img'}`;
  const base64 = toBase64(new Uint8Array(await file.arrayBuffer()));
  store.data.files.push({ name, contentType, base64 });
  return new URL(`/api/v1/files/${name}`, request.url).href;
}
