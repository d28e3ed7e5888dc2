import { cardLabels, displayNameOnCard, linkHref } from '@fbi/domain';
import { Avatar, ExternalLink } from '@fbi/ui';
import type { TeamCard } from './api.ts';
import { photoUrl } from '../../shared/photoUrl.ts';
import * as styles from './OrgChart.css.ts';

/** A First_Last nick that wraps after its underscore, never inside the first or last name. */
function BreakableNick({ text }: { text: string }) {
  const parts = text.split('_');
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </span>
  ));
}

/**
 * An employee card of the org chart (01 §2 Home page): the photo (the default image when there is
 * none or it fails to load), the name linking to the employee's social page in a new tab — the
 * agent number instead of the nick for secret agents, forensic specialists and national security
 * advisers — and the rank and position labels.
 */
export function EmployeeCard({ member }: { member: TeamCard }) {
  // The public card carries no roles; rank and position identify who is shown by number.
  const name = displayNameOnCard({ ...member, roles: [] });
  const [rank, ...posts] = cardLabels(member);
  // A link stored without a scheme would open under the portal's address (`linkHref`).
  const social = linkHref(member.vkLink);
  return (
    <li className={styles.card}>
      <Avatar src={photoUrl(member.photo)} alt="" size={96} />
      {social ? (
        <ExternalLink href={social} className={styles.name}>
          <BreakableNick text={name} />
        </ExternalLink>
      ) : (
        <span className={styles.name}>
          <BreakableNick text={name} />
        </span>
      )}
      {rank && <span className={styles.rank}>{rank}</span>}
      {posts.map((post) => (
        <span key={post} className={styles.position}>
          {post}
        </span>
      ))}
    </li>
  );
}
