import { readableRegistries, type PersonRegistry } from '@fbi/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../shared/useSession.ts';
import { personHitsQueryOptions } from './api.ts';
import { byNewest, type PersonHit } from './hits.ts';

/** Letters a nick needs before the registries are asked (issue 12). */
export const MIN_NICK_LENGTH = 2;
/** Quiet time after the last key before asking, so typing a nick sends one batch (ours). */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the search shows for the typed text. */
export interface PersonSearchState {
  /** The text the registries were asked about ('' while too short). */
  nick: string;
  /** Every hit, newest first. */
  hits: PersonHit[];
  /** True while any registry is still answering. */
  isPending: boolean;
  /** Registries that failed; their hits are missing, the others shown. */
  failed: PersonRegistry[];
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Everything about the person whose nick contains `text` (issue 12): after the debounce and from
 * 2 letters, one list call per registry the session's roles may read (`readableRegistries`, so a
 * registry the caller may not read is never asked), merged newest first.
 */
export function usePersonSearch(text: string): PersonSearchState {
  const { roles, rang } = useSession();
  const typed = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const nick = typed.length >= MIN_NICK_LENGTH ? typed : '';
  const registries = nick ? readableRegistries(roles, rang) : [];
  return useQueries({
    queries: registries.map((registry) => personHitsQueryOptions(registry, nick, roles)),
    combine: (results) => ({
      nick,
      hits: results.flatMap((r) => r.data ?? []).sort(byNewest),
      isPending: results.some((r) => r.isPending),
      failed: registries.filter((_, i) => results[i]?.isError),
    }),
  });
}
