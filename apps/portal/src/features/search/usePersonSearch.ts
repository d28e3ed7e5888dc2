import { readableRegistries, type PersonRegistry } from '@fbi/domain';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { byNewest, personEntries, type PersonEntry } from '../../shared/person/entries.ts';
import { personRecordsQueryOptions } from '../../shared/person/records.ts';
import { useSession } from '../../shared/useSession.ts';

/** Letters a nick needs before the registries are asked (issue 12). */
export const MIN_NICK_LENGTH = 2;
/** Quiet time after the last key before asking, so typing a nick sends one batch (ours). */
export const SEARCH_DEBOUNCE_MS = 300;
/** The most people the search offers a page of above the records (ours). */
const MAX_PEOPLE = 5;

/** What the search shows for the typed text. */
export interface PersonSearchState {
  /** The text the registries were asked about ('' while too short). */
  nick: string;
  /** The nicks found, each with a person page (issue 25), the typed one first. */
  people: string[];
  /** Every hit, newest first. */
  hits: PersonEntry[];
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

/** The distinct nicks of `hits` (case-insensitive), the one equal to `typed` first. */
function peopleOf(hits: readonly PersonEntry[], typed: string): string[] {
  const byKey = new Map<string, string>();
  for (const hit of hits) byKey.set(hit.nick.toLocaleLowerCase('ru'), hit.nick);
  const exact = typed.toLocaleLowerCase('ru');
  return [...byKey.entries()]
    .sort(([a], [b]) => Number(b === exact) - Number(a === exact) || a.localeCompare(b))
    .map(([, nick]) => nick)
    .slice(0, MAX_PEOPLE);
}

/**
 * Everything about the person whose nick contains `text` (issue 12): after the debounce and from
 * 2 letters, one list call per registry the session's roles may read (`readableRegistries`, so a
 * registry the caller may not read is never asked), merged newest first, and the nicks found,
 * each of which has a person page (issue 25).
 */
export function usePersonSearch(text: string): PersonSearchState {
  const { roles, rang } = useSession();
  const typed = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const nick = typed.length >= MIN_NICK_LENGTH ? typed : '';
  const registries = nick ? readableRegistries(roles, rang) : [];
  return useQueries({
    queries: registries.map((registry) => personRecordsQueryOptions(registry, nick, roles)),
    combine: (results) => {
      const context = { roles, now: new Date() };
      const hits = results
        .flatMap((r) => (r.data ? personEntries(r.data, context) : []))
        .sort(byNewest);
      return {
        nick,
        people: peopleOf(hits, nick),
        hits,
        isPending: results.some((r) => r.isPending),
        failed: registries.filter((_, i) => results[i]?.isError),
      };
    },
  });
}
