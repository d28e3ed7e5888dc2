/** The error body of every failed call (01 §8): `{ type, message }`. */
export interface ErrorBody {
  type?: string | null;
  message?: string | null;
}

/**
 * A failed call, thrown by {@link unwrap}. `status` is the HTTP status (0 for a network failure);
 * `type` and `message` come from the body when the server sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string | null;
  readonly serverMessage: string | null;

  constructor(status: number, body: ErrorBody | null | undefined) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.type = body?.type ?? null;
    this.serverMessage = body?.message ?? null;
  }
}

/** Reads `{type, message}` out of an unknown body; anything else gives null. */
export function asErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const { type, message } = body as Record<string, unknown>;
  return {
    type: typeof type === 'string' ? type : null,
    message: typeof message === 'string' ? message : null,
  };
}

/**
 * Turns an openapi-fetch result into its data, or throws an {@link ApiError}.
 * @throws ApiError when `error` is set or the response is not OK.
 */
export async function unwrap<T>(
  result: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await result;
  if (error !== undefined || !response.ok) {
    throw new ApiError(response.status, asErrorBody(error));
  }
  return data as T;
}
