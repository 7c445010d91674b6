import type { GroupNameBody, JoinedGroup } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/groups/:id `{ name }` (owner): the peña's new name. */
export function renameGroup(id: string, name: string) {
  const body: GroupNameBody = { name };
  return apiRequest<JoinedGroup>(`/api/groups/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}
