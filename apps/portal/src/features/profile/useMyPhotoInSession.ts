import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updateSession } from '../../shared/sessionStorage.ts';
import { useSession } from '../../shared/useSession.ts';
import { myPhotoQueryOptions } from './api.ts';

/**
 * Keeps the session's photo (the header's avatar, kept since the login, 01 §3) in step with the
 * server's: on /profile it asks `GET /api/v1/profile/my/photo` (01 §7) and stores the answer when
 * it differs, e.g. after an HR role chose the photo on /hr-profile (02 §7) or another tab did.
 */
export function useMyPhotoInSession(): void {
  const { photo } = useSession();
  const { data } = useQuery(myPhotoQueryOptions());
  useEffect(() => {
    if (data === undefined) return;
    const current = data.trim() || null;
    if (current !== photo) updateSession({ photo: current });
  }, [data, photo]);
}
