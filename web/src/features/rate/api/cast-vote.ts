import type { VoteBody, VoteResponse } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';

/** POST /api/vote/submit */
export function castVote(body: VoteBody) {
  return apiRequest<VoteResponse>('/api/vote/submit', { method: 'POST', body });
}
