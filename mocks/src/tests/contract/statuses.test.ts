// @vitest-environment node
/**
 * Every error status the mock's HTTP layer gives an operation is in openapi.yaml: the statuses
 * that follow from the operation's shape (route.ts, requestCheck.ts, params.ts) are derived here;
 * those of each handler's rules (403, 409, …) are met by the property test (property.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { operations, type Operation } from './openapi.ts';

/** The statuses the mock's request handling can answer `op` with, whatever its handler does. */
function statusesOf(op: Operation): string[] {
  const statuses = new Set<string>();
  const content = (op.requestBody?.content ?? {}) as Record<string, unknown>;
  // params.ts: a malformed path value is 400, an unknown one 404.
  if (op.parameters.some((p) => p.in === 'path')) ['400', '404'].forEach((s) => statuses.add(s));
  // requestCheck.ts: a query of the wrong type or bounds is 400.
  if (op.parameters.some((p) => p.in === 'query')) statuses.add('400');
  // route.ts: a body the contract rejects is 400, a JSON body under another type 415.
  if ('application/json' in content) ['400', '415'].forEach((s) => statuses.add(s));
  // upload.ts: no multipart form or no file is 400.
  if ('multipart/form-data' in content) statuses.add('400');
  // route.ts: a missing (where required) or bad token is 401.
  if (!op.tokenless) statuses.add('401');
  return [...statuses].sort();
}

describe('documented statuses', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s documents every status its shape can answer',
    (_, op) => {
      const documented = Object.keys(op.responses);
      expect(statusesOf(op).filter((s) => !documented.includes(s))).toEqual([]);
    },
  );
});
