import type { GroupDetail } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/groups/:id: a peña as its members see it (NOT_A_MEMBER for anybody else). */
export function getGroup(id: string) {
  return apiRequest<GroupDetail>(`/api/groups/${encodeURIComponent(id)}`);
}

export function useGroup(id: string) {
  return useServerData('group', id, getGroup);
}
