import type { GroupInvite } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/groups/invite/:code: the invited peña's name, asked signed out too. */
export function getInvite(code: string) {
  return apiRequest<GroupInvite>(`/api/groups/invite/${encodeURIComponent(code)}`, {
    signedOut: 'allowed',
  });
}

export function useInvite(code: string) {
  return useServerData('invite', code, getInvite);
}
