import { can, PROFILE_TEXT as T, routeTitle } from '@fbi/domain';
import { EmptyState, Page, PageHeader } from '@fbi/ui';
import { parseAsString, useQueryState } from 'nuqs';
import { useSession } from '../../shared/useSession.ts';
import { ProfileView } from './ProfileView.tsx';

const TITLE = routeTitle('/hr-profile') ?? '';

/**
 * /hr-profile?nick=… (02 §2.11): another person's profile, opened from the roster's HR menu in a
 * new tab, through the `nick/{nick}` calls; editable by the HR roles (permission hrProfile).
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
        <ProfileView key={target} nick={target} isEditable={can('hrProfile', roles)} />
      ) : (
        <EmptyState title={T.noNick} description={T.noNickHint} />
      )}
    </Page>
  );
}
