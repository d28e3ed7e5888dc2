import { PERSON_TEXT as T } from '@fbi/domain';
import { Skeleton } from '@fbi/ui';
import { NickLink } from '../../shared/person/NickLink.tsx';
import type { Connection } from './personView.ts';
import { PersonSection } from './PersonSection.tsx';
import * as styles from './person.css.ts';

/**
 * «Связи» (issue 25): the other nicks of the person's records (authors, reviewers, executors),
 * most shared records first, each a link to their own page; a skeleton until every registry has
 * answered.
 */
export function PersonConnections({ connections }: { connections: readonly Connection[] | null }) {
  return (
    <PersonSection title={T.connectionsTitle}>
      <p className={styles.muted}>{T.connectionsHint}</p>
      {connections === null ? (
        <Skeleton width="40%" />
      ) : connections.length === 0 ? (
        <p className={styles.muted}>{T.connectionsEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {connections.map((c) => (
            <li key={c.nick}>
              <NickLink nick={c.nick} />{' '}
              <span className={styles.muted}>· {T.shared(c.shared)}</span>
            </li>
          ))}
        </ul>
      )}
    </PersonSection>
  );
}
