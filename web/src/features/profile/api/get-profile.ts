import type { ProfileResponse } from '@words/contract/api/user';
import { useEffect, useState } from 'react';
import { apiRequest, isException, serverMessage } from '@/lib/api-client';
import { strings } from '@/lib/strings';

/** GET /api/user/profile: the player's own answers, newest first. */
export function getProfile() {
  return apiRequest<ProfileResponse>('/api/user/profile');
}

export type Profile =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; profile: ProfileResponse };

export function useProfile(): Profile {
  const [profile, setProfile] = useState<Profile>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void getProfile().then((result) => {
      if (!active) return;
      if (result.ok) return setProfile({ status: 'ready', profile: result.data });
      const message = isException(result)
        ? strings.profile.loadException
        : (serverMessage(result) ?? strings.profile.loadFailed);
      setProfile({ status: 'failed', message });
    });
    return () => {
      active = false;
    };
  }, []);
  return profile;
}
