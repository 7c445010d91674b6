import type { GroupDone } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/groups/:id (owner): the peña, for every member. */
export function deleteGroup(id: string) {
  return apiRequest<GroupDone>(`/api/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
