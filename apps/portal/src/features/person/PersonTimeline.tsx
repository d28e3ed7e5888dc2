import { formatDateTime, PERSON_TEXT as T } from '@fbi/domain';
import { Link, Select, Skeleton, StatusBadge } from '@fbi/ui';
import { useState } from 'react';
import type { PersonEntry } from '../../shared/person/entries.ts';
import { NickLink } from '../../shared/person/NickLink.tsx';
import { PersonSection } from './PersonSection.tsx';
import * as styles from './person.css.ts';

const ALL = 'all';

export interface PersonTimelineProps {
  /** Every record read so far, newest first. */
  entries: readonly PersonEntry[];
  /** True while a registry is still answering: a skeleton entry closes the list. */
  isPending: boolean;
}

/**
 * «Хронология» (issue 25): every record about the person the caller may read, newest first, each
 * with its kind, status badge, date (Moscow time), author and the link that opens the record
 * itself; a filter by kind (the registries that have records). Records show as their registries
 * answer, a skeleton entry below them until the last one has.
 */
export function PersonTimeline({ entries, isPending }: PersonTimelineProps) {
  const [kind, setKind] = useState<string>(ALL);
  const kinds = [...new Set(entries.map((e) => e.registryTitle))].sort((a, b) =>
    a.localeCompare(b, 'ru'),
  );
  const shown = kind === ALL ? entries : entries.filter((e) => e.registryTitle === kind);
  return (
    <PersonSection
      title={T.timelineTitle}
      actions={
        <Select
          label={T.kindFilter}
          className={styles.filter}
          items={[{ id: ALL, label: T.allKinds }, ...kinds.map((k) => ({ id: k, label: k }))]}
          selectedKey={kinds.includes(kind) ? kind : ALL}
          onSelectionChange={(key) => setKind(key ?? ALL)}
        />
      }
    >
      {shown.length > 0 && (
        <ol className={styles.list}>
          {shown.map((e) => (
            <li key={e.key} className={styles.entry}>
              <span>
                <time dateTime={e.date ?? undefined}>{formatDateTime(e.date)}</time>
                <br />
                <span className={styles.muted}>{e.registryTitle}</span>
              </span>
              <span className={styles.facts}>
                <StatusBadge label={e.status} tone={e.tone} />
                <span>
                  {T.author}: {e.author ? <NickLink nick={e.author} /> : T.noAuthor}
                </span>
                <Link href={e.href} aria-label={`${e.registryTitle}: ${T.openRecord(e.id)}`}>
                  {T.openRecord(e.id)}
                </Link>
              </span>
            </li>
          ))}
        </ol>
      )}
      {isPending ? (
        <div aria-busy="true">
          <p role="status" className={styles.muted}>
            {T.timelineLoading}
          </p>
          <Skeleton width="80%" />
        </div>
      ) : (
        shown.length === 0 && <p className={styles.muted}>{T.timelineEmpty}</p>
      )}
    </PersonSection>
  );
}
