import { PROFILE_PRESET_PHOTOS, PROFILE_TEXT as T } from '@fbi/domain';
import { FormModal } from '@fbi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { photoUrl } from '../../shared/photoUrl.ts';
import { queryRoots } from '../../shared/queryKeys.ts';
import { updateSession } from '../../shared/sessionStorage.ts';
import { useApiMutation } from '../../shared/useApiMutation.ts';
import { myPhotoQueryOptions, saveProfilePhoto, type ProfileStepProps } from './api.ts';
import { muted } from '../../shared/text.css.ts';
import * as styles from './profile.css.ts';

/**
 * The avatar chooser (02 §2.11, §9): the 25 preset images as one radio group (arrow keys move,
 * the current photo preselected). Save sends `PUT …/photo?photo=` (or its `nick/{nick}` form);
 * saving one's own photo also updates the session's photo, which the header shows (02 §7 "the
 * local profile photo is updated after the own-photo save").
 */
export function PhotoChooserModal({ nick, profile, onClose }: ProfileStepProps) {
  const [photo, setPhoto] = useState<string | null>(
    profile.photo && PROFILE_PRESET_PHOTOS.includes(profile.photo) ? profile.photo : null,
  );
  const queryClient = useQueryClient();
  const save = useApiMutation({
    mutationFn: saveProfilePhoto,
    invalidates: [queryRoots.profile, queryRoots.team, queryRoots.teamPhoto],
    done: () => ({ text: T.done.photoSaved(profile.nick) }),
    onSuccess: (answer) => {
      if (nick === null) {
        // The own photo as the server now holds it, before the session: useMyPhotoInSession
        // would otherwise put the session back to the old answer until the refetch is in.
        queryClient.setQueryData(myPhotoQueryOptions().queryKey, answer.photo ?? '');
        updateSession({ photo: answer.photo });
      }
      onClose();
    },
  });
  return (
    <FormModal
      title={T.photoTitle}
      onCancel={onClose}
      onSubmit={() => photo && save.mutate({ nick, photo })}
      submitLabel={T.save}
      isSubmitDisabled={photo === null || photo === profile.photo}
      isPending={save.isPending}
      size="lg"
    >
      <RadioGroup value={photo} onChange={setPhoto}>
        <Label className={muted}>{T.photoChoice}</Label>
        <div className={styles.presets}>
          {PROFILE_PRESET_PHOTOS.map((src, i) => (
            <Radio
              key={src}
              value={src}
              className={styles.preset}
              aria-label={T.photoPreset(i + 1)}
            >
              <img
                src={photoUrl(src) ?? src}
                alt=""
                className={styles.presetImage}
                width={64}
                height={64}
              />
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </FormModal>
  );
}
