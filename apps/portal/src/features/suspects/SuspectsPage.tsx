import { routeTitle, SUSPECTS_TEXT as T } from '@fbi/domain';
import { Avatar, Button, Page, PageHeader, Skeleton, Stack } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { photoUrl } from '../../shared/photoUrl.ts';
import { LoadFailed } from '../../shared/record/LoadFailed.tsx';
import { mostWantedPublicQueryOptions, openSmallReport, type MostWantedPublic } from './api.ts';
import * as text from '../../shared/text.css.ts';
import * as styles from './suspects.css.ts';

const TITLE = routeTitle('/suspects') ?? '';

/** One list of the page: its heading and entries. */
function WantedList({
  title,
  entries,
  emptyText,
}: {
  title: string;
  entries: readonly MostWantedPublic[];
  emptyText: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <h2 id={headingId} className={text.heading}>
          {title} ({entries.length})
        </h2>
        {entries.length === 0 ? (
          <p className={styles.muted}>{emptyText}</p>
        ) : (
          <ul className={styles.grid}>
            {entries.map((e) => (
              <li key={e.id}>
                <div className={styles.entry}>
                  <Avatar src={photoUrl(e.photo)} alt={T.photoAlt(e.nick)} size={96} square />
                  <Button
                    variant="ghost"
                    aria-label={T.openSmallReport(e.nick)}
                    onPress={() => void openSmallReport(e.id)}
                    className={styles.nick}
                  >
                    {e.nick}
                  </Button>
                  <p className={styles.violation}>
                    <span className={styles.muted}>{T.mainViolation}: </span>
                    {e.mainViolation}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

/**
 * The public most-wanted page, /suspects (03 §2; no role checks): two lists, active (a warrant
 * was given, ORDER_ASSIGNED) and caught (SUSPECT_CAUGHT), each entry with its photo (the default
 * image when missing or failing), the nick (opens the small report in a new tab) and the main
 * violation. The cards wrap into one column on a phone.
 */
export function SuspectsPage() {
  const query = useQuery(mostWantedPublicQueryOptions());
  const entries = query.data ?? [];
  return (
    <Page>
      <PageHeader title={TITLE} />
      {query.isPending ? (
        <Skeleton height={160} />
      ) : query.isError ? (
        <LoadFailed query={query} />
      ) : (
        <Stack gap="xl">
          <WantedList
            title={T.activeTitle}
            entries={entries.filter((e) => e.status === 'ORDER_ASSIGNED')}
            emptyText={T.noneActive}
          />
          <WantedList
            title={T.caughtTitle}
            entries={entries.filter((e) => e.status === 'SUSPECT_CAUGHT')}
            emptyText={T.noneCaught}
          />
        </Stack>
      )}
    </Page>
  );
}
