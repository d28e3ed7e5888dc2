import { routeTitle } from '@fbi/domain';
import { Page, PageHeader } from '@fbi/ui';
import { ProfileView } from './ProfileView.tsx';

const TITLE = routeTitle('/profile') ?? '';

/** /profile (02 §2.11): the user's own profile, every block editable. */
export function ProfilePage() {
  return (
    <Page>
      <PageHeader title={TITLE} />
      <ProfileView nick={null} isEditable />
    </Page>
  );
}
