/**
 * What waits for the page (the list kit's and the modal table's prefetches, the badges) runs
 * only once the page's calls have answered (issue 13: never beside a page's own data and images).
 */
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenPageSettled } from './pageSettled.ts';

describe('whenPageSettled', () => {
  it('runs only after the page’s call has answered, and once', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    void client.fetchQuery({
      queryKey: ['page'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const run = vi.fn();
    whenPageSettled(client, run);
    // Several rechecks pass (every 250 ms) while the call is in flight.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(run).not.toHaveBeenCalled();

    answer('data');
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const later = vi.fn();
    whenPageSettled(client, later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs even in a browser that is never idle, once the idle wait times out', async () => {
    // Such a browser calls an idle callback only when its `timeout` is due.
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) =>
      setTimeout(callback, options?.timeout ?? 2 ** 31 - 1),
    );
    try {
      const run = vi.fn();
      whenPageSettled(new QueryClient(), run);
      await waitFor(() => expect(run).toHaveBeenCalledTimes(1), {
        timeout: IDLE_TIMEOUT_MS + 5_000,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs nothing once cancelled', async () => {
    const client = new QueryClient();
    const run = vi.fn();
    const cancel = whenPageSettled(client, run);
    cancel();
    const other = vi.fn();
    whenPageSettled(client, other);
    await waitFor(() => expect(other).toHaveBeenCalled(), { timeout: 10_000 });
    expect(run).not.toHaveBeenCalled();
  });
});
