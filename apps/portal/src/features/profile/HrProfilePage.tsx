import {
  canAccessHrProfile,
  can,
  MESSAGES,
  PROFILE_TEXT as T,
  routeTitle,
  type Role,
} from '@fbi/domain';
import { EmptyState, Page, PageHeader, Skeleton } from '@fbi/ui';
import { useQuery } from '@tanstack/react-query';
import { parseAsString, useQueryState } from 'nuqs';
import { useSession } from '../../shared/useSession.ts';
import { rosterCardsQueryOptions } from './api.ts';
import { ProfileView } from './ProfileView.tsx';

const TITLE = routeTitle('/hr-profile') ?? '';

/**
 * /hr-profile?nick=… (02 §2.11): another person's profile, opened from the roster's HR menu in a
 * new tab, through the `nick/{nick}` calls, read and edited by the HR roles of the person's roster
 * table (01 §6 HR dropdown; the domain's canAccessHrProfile, which the mock's 403 follows). A
 * target outside the caller's tables shows the no-access state and no profile call is made.
 * Without a nick it says so instead of loading anything.
 */
export function HrProfilePage() {
  const { roles } = useSession();
  const [nick] = useQueryState('nick', parseAsString.withDefault(''));
  const target = nick.trim();
  return (
    <Page>
      <PageHeader title={target ? `${TITLE}: ${target}` : TITLE} />
      {target ? (
        <ScopedProfile key={target} nick={target} roles={roles} />
      ) : (
        <EmptyState title={T.noNick} description={T.noNickHint} />
      )}
    </Page>
  );
}

/**
 * The profile of `nick` once the roster cards say whose table they sit in: the form for a caller
 * allowed on that table, the no-access state otherwise. A nick the roster does not hold goes to
 * the profile call, whose answer (not found) the view shows.
 */
function ScopedProfile({ nick, roles }: { nick: string; roles: readonly Role[] }) {
  const mayOpenAny = can('hrProfile', roles);
  const cards = useQuery({ ...rosterCardsQueryOptions(), enabled: mayOpenAny });
  if (!mayOpenAny) return <NoAccess />;
  if (cards.isPending) return <Skeleton height={320} />;
  const card = cards.data?.team.find((m) => m.nick === nick);
  if (card && !canAccessHrProfile(roles, card)) return <NoAccess />;
  return <ProfileView nick={nick} />;
}

/** The no-access state (01 §8 'У вас нет доступа к этой функции'). */
function NoAccess() {
  return <EmptyState title={MESSAGES.noAccess} description={T.noAccessHint} />;
}
