// @vitest-environment node
/**
 * Issue 3: every operation of openapi.yaml has a handler, is called through the typed client
 * against msw/node, answers its declared success status, and its body validates against the
 * operation's response schema.
 */
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { toMswPath } from '../../http/route.ts';
import { setupMockServer } from '../harness.ts';
import { calls01 } from './calls01.ts';
import { calls02 } from './calls02.ts';
import { calls03 } from './calls03.ts';
import { errorsText, operations, responseOf } from './openapi.ts';
import { createTools } from './tools.ts';

const { server } = setupMockServer();
const calls = { ...calls01, ...calls02, ...calls03 };
const tools = createTools(server.store);

describe('contract', () => {
  it('has a handler for every operation and an operation for every handler', () => {
    // The last handler is the 405/404 fallback of methods.ts, no operation of its own.
    const handled = new Set(
      server
        .listHandlers()
        .slice(0, -1)
        .map((h) =>
          h instanceof HttpHandler ? `${String(h.info.method)} ${String(h.info.path)}` : '',
        ),
    );
    const declared = new Set(
      operations.map((op) => `${op.method.toUpperCase()} ${toMswPath(op.path)}`),
    );
    expect([...declared].filter((d) => !handled.has(d))).toEqual([]);
    expect([...handled].filter((h) => !declared.has(h))).toEqual([]);
  });

  it('has a contract call for every operation', () => {
    expect(operations.map((op) => op.operationId).filter((id) => !calls[id])).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(156);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers per its schema',
    async (id, op) => {
      const call = calls[id];
      if (!call) throw new Error(`no call for ${id}`);
      const { response, data, error } = await call(tools);
      const status = response.status;
      expect(status, `${id}: ${JSON.stringify(error)}`).toBeLessThan(300);
      const { types, validate } = responseOf(op, status);
      if (status === 204) return;
      const contentType = response.headers.get('content-type') ?? '';
      expect(
        types.some((t) => contentType.startsWith(t.replace('*', ''))),
        `${id} content-type ${contentType}`,
      ).toBe(true);
      if (validate) {
        expect(validate(data), `${id}: ${errorsText(validate)}`).toBe(true);
      } else if (contentType.startsWith('text/html')) {
        expect(String(data)).toMatch(/^<!doctype html>/);
      }
    },
  );
});
