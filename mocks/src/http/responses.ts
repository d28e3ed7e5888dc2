/** Non-JSON answers of the contract: HTML reports, text paths, binary audio and images, 204. */

/** 204 No Content (delete calls). */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** A complete HTML page (`text/html`, report calls). */
export function html(page: string): Response {
  return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** A text answer (photo paths, 01 §7 "-> text"). */
export function text(value: string): Response {
  return new Response(value, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** Binary content such as audio or an uploaded image. */
export function binary(bytes: Uint8Array, contentType: string): Response {
  // A copy into a fresh ArrayBuffer: Response accepts it on every platform's typings.
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return new Response(buffer, { headers: { 'content-type': contentType } });
}
