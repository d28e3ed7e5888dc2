import type { ProfileSection } from '@fbi/domain';
import type { Profile } from './api.ts';
import { AuditModal } from './AuditModal.tsx';
import { MainInfoModal } from './MainInfoModal.tsx';
import { PhotoChooserModal } from './PhotoChooserModal.tsx';
import { SectionModal } from './SectionModal.tsx';

/** Which profile dialog is open. */
export type ProfileDialog =
  | { step: 'photo'; profile: Profile }
  | { step: 'main'; profile: Profile }
  | { step: 'section'; section: ProfileSection; profile: Profile }
  | { step: 'audit'; profile: Profile };

export interface ProfileDialogsProps {
  dialog: ProfileDialog;
  /** Whose profile: null for one's own, a nick on /hr-profile (the `nick/{nick}` calls). */
  nick: string | null;
  onClose: () => void;
}

/** The dialogs of a profile (02 §2.11), one at a time. */
export function ProfileDialogs({ dialog, nick, onClose }: ProfileDialogsProps) {
  switch (dialog.step) {
    case 'photo':
      return <PhotoChooserModal nick={nick} profile={dialog.profile} onClose={onClose} />;
    case 'main':
      return <MainInfoModal nick={nick} profile={dialog.profile} onClose={onClose} />;
    case 'section':
      return (
        <SectionModal
          nick={nick}
          section={dialog.section}
          profile={dialog.profile}
          onClose={onClose}
        />
      );
    case 'audit':
      return <AuditModal nick={dialog.profile.nick} onClose={onClose} />;
  }
}
