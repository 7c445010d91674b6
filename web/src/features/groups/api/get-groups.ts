import type { GroupsResponse } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/groups: the player's peñas, the oldest membership first. */
export function getGroups() {
  return apiRequest<GroupsResponse>('/api/groups');
}

export function useGroups() {
  return useServerData('groups', 'groups', getGroups);
}
