import type { VoteBody, VoteResponse } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';
import { judgingPath } from './judging-path';

/** POST /api/vote/submit, or a peña's /api/groups/:id/vote/submit. */
export function castVote(body: VoteBody, groupId?: string) {
  return apiRequest<VoteResponse>(`${judgingPath(groupId)}/submit`, { method: 'POST', body });
}
