import type { ProfileResponse } from '@words/contract/api/user';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/user/profile: the player's own answers, newest first. */
export function getProfile() {
  return apiRequest<ProfileResponse>('/api/user/profile');
}

export function useProfile() {
  return useServerData('profile', 'profile', getProfile);
}
