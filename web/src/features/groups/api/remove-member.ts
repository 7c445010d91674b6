import type { GroupDone } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/groups/:id/members/:memberId (owner): `memberId` is the membership's own id. */
export function removeMember(id: string, memberId: string) {
  return apiRequest<GroupDone>(
    `/api/groups/${encodeURIComponent(id)}/members/${encodeURIComponent(memberId)}`,
    { method: 'DELETE' },
  );
}
