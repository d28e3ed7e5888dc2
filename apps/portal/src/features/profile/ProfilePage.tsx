import { routeTitle } from '@fbi/domain';
import { Page, PageHeader } from '@fbi/ui';
import { ProfileView } from './ProfileView.tsx';
import { useMyPhotoInSession } from './useMyPhotoInSession.ts';

const TITLE = routeTitle('/profile') ?? '';

/**
 * /profile (02 §2.11): the user's own profile, every block editable; the header's photo follows
 * the server's own photo (01 §7 `GET /api/v1/profile/my/photo`).
 */
export function ProfilePage() {
  useMyPhotoInSession();
  return (
    <Page>
      <PageHeader title={TITLE} />
      <ProfileView nick={null} />
    </Page>
  );
}
