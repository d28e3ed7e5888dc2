import {
  personBanner,
  readableRegistries,
  type BannerItem,
  type PersonRegistry,
} from '@fbi/domain';
import { useQueries } from '@tanstack/react-query';
import type { PersonEntry } from '../../shared/person/entries.ts';
import { personRecordsQueryOptions } from '../../shared/person/records.ts';
import { useSession } from '../../shared/useSession.ts';
import { connectionsOf, personFacts, timelineEntries, type Connection } from './personView.ts';

/** The registries the banner reads (issue 25); the others feed the timeline only. */
const BANNER_REGISTRIES: ReadonlySet<PersonRegistry> = new Set([
  'mostWanted',
  'blacklist',
  'suspects',
  'acts',
  'laboratory',
  'team',
]);

/** What the person page shows, section by section. */
export interface PersonPageState {
  /** The registries asked (the caller's readable ones). */
  registries: PersonRegistry[];
  /** The banner's lines, or null while one of its registries is still answering. */
  banner: BannerItem[] | null;
  /** Every record read so far, newest first. */
  entries: PersonEntry[];
  /** True while any registry is still answering (the timeline's tail is a skeleton). */
  isPending: boolean;
  /** The connections, or null until every registry answered. */
  connections: Connection[] | null;
  /** The registries that failed; their records are missing, the others shown. */
  failed: PersonRegistry[];
}

/**
 * Everything about `nick` (issue 25): one call per registry the session may read
 * (`readableRegistries`, the same as the search, through the same cached queries), at most a few
 * at a time; each section is ready as soon as its registries have answered.
 * @param now the moment "active" is judged at (the page's first render).
 */
export function usePersonPage(nick: string, now: Date): PersonPageState {
  const { roles, rang } = useSession();
  const registries = nick ? readableRegistries(roles, rang) : [];
  const results = useQueries({
    queries: registries.map((registry) => personRecordsQueryOptions(registry, nick, roles)),
  });
  const answers = results.flatMap((r) => (r.data ? [r.data] : []));
  const answered = (registry: PersonRegistry, i: number) =>
    !BANNER_REGISTRIES.has(registry) || !results[i]?.isPending;
  const isPending = results.some((r) => r.isPending);
  const facts = personFacts(answers, nick);
  const entries = timelineEntries(answers, nick, { roles, now });
  return {
    registries,
    banner: registries.every(answered) ? personBanner(facts, now) : null,
    entries,
    isPending,
    connections: isPending ? null : connectionsOf(entries, nick),
    failed: registries.filter((_, i) => results[i]?.isError),
  };
}
