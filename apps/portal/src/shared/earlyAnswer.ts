import { EARLY_CALLS_KEY } from './firstCalls.ts';

/** What index.html's inline script leaves on `window`: GET path → its parsed JSON, or null. */
type EarlyCalls = Partial<Record<string, Promise<unknown>>>;

/**
 * The answer index.html's inline script already asked for the GET `path` (a path without
 * parameters; build/earlyCalls.ts), taken once: a later call of the path goes to the server.
 * Resolves to the parsed JSON, or null when that call failed (the caller then sends its own, so a
 * failure shows as any other call's would); undefined when nothing was asked (another route,
 * a logged-in person, already taken).
 */
export function takeEarlyAnswer(path: string): Promise<unknown> | undefined {
  const calls = (window as { [EARLY_CALLS_KEY]?: EarlyCalls })[EARLY_CALLS_KEY];
  const answer = calls?.[path];
  if (calls) calls[path] = undefined;
  return answer;
}
