/**
 * Error answers of the mock server: every failure is `Error {type, message}` (01 §8) with the
 * HTTP status a Spring server would use. Handlers throw these; the route wrapper turns them into
 * responses, so a handler reads top to bottom without early-return plumbing.
 */
import {
  ERROR_CATALOGUE,
  MESSAGES,
  NOT_FOUND_MESSAGES,
  SERVER_MESSAGES,
  type ValidationIssue,
} from '@fbi/domain';

/** Known error types of the contract (openapi.yaml `Error.type`). */
export type ErrorType =
  | 'INVALID_CREDENTIALS'
  | 'TOKEN_TIMEOUT'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE';

/** A failure with its HTTP status and the `{type, message}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly type: ErrorType;

  // Plain fields, not parameter properties: node --experimental-strip-types runs this file.
  constructor(status: number, type: ErrorType, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
  }

  /** The JSON body of the contract's `Error` schema. */
  toBody(): { type: ErrorType; message: string } {
    return { type: this.type, message: this.message };
  }
}

/**
 * 400 with the spec's validation message (section 5 of each document): a text, or the issue a
 * domain validator returned (its message is sent; the contract's `Error` has no field).
 */
export const badRequest = (failure: string | ValidationIssue): ApiError =>
  new ApiError(400, 'VALIDATION', typeof failure === 'string' ? failure : failure.message);

/**
 * 400 for a body field of the wrong JSON type, enum value or date format, or out of the
 * contract's lengths, bounds or pattern (`path` like `a[0].b`).
 */
export const invalidField = (path: string): ApiError =>
  badRequest(SERVER_MESSAGES.invalidField(path));

/** 400 for a body field the contract requires and the request lacks (and no validator named). */
export const missingField = (path: string): ApiError =>
  badRequest(SERVER_MESSAGES.missingField(path));

/** 400 for a required query parameter that is missing or blank. */
export const missingParam = (name: string): ApiError =>
  badRequest(SERVER_MESSAGES.missingParam(name));

/** 400 for a query parameter that is not of its declared type, enum or bounds. */
export const invalidParam = (name: string): ApiError =>
  badRequest(SERVER_MESSAGES.invalidParam(name));

/** 401: no token, or an unknown or expired access token. The client then tries one refresh. */
export const unauthorized = (message: string = SERVER_MESSAGES.authRequired): ApiError =>
  new ApiError(401, 'UNAUTHORIZED', message);

/** 401 TOKEN_TIMEOUT: the refresh token is unknown or expired, the session is over (01 §8). */
export const tokenTimeout = (): ApiError =>
  new ApiError(401, 'TOKEN_TIMEOUT', ERROR_CATALOGUE.sessionExpired);

/** 401 INVALID_CREDENTIALS at login (01 §8). */
export const invalidCredentials = (): ApiError =>
  new ApiError(401, 'INVALID_CREDENTIALS', ERROR_CATALOGUE.invalidCredentials);

/** 403: the caller's roles may not do this (section 6 of each document; message from 01 §8). */
export const forbidden = (message: string = MESSAGES.noAccess): ApiError =>
  new ApiError(403, 'FORBIDDEN', message);

/** 404 for an unknown id or nick; the message names what is missing. */
export const notFound = (message: string = NOT_FOUND_MESSAGES.record): ApiError =>
  new ApiError(404, 'NOT_FOUND', message);

/** 415: a JSON body sent under another content type (a Spring server binds only what it reads). */
export const unsupportedMediaType = (): ApiError =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', SERVER_MESSAGES.bodyNotJsonType);

/** 409: a transition from a status that does not allow it (section 4), or a taken unique value. */
export const conflict = (message: string): ApiError => new ApiError(409, 'CONFLICT', message);
