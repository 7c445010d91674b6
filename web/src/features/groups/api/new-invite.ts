import type { NewInvite } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';

/** POST /api/groups/:id/invite (owner), without a body: a new code; the old one stops working. */
export function newInvite(id: string) {
  return apiRequest<NewInvite>(`/api/groups/${encodeURIComponent(id)}/invite`, { method: 'POST' });
}
