import type { GroupDone } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';

/** POST /api/groups/:id/leave, without a body. */
export function leaveGroup(id: string) {
  return apiRequest<GroupDone>(`/api/groups/${encodeURIComponent(id)}/leave`, { method: 'POST' });
}
