import type { SkipBody } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';

/** POST /api/vote/skip: 'Saltar'; 204 without a body. */
export function skipAnswer(body: SkipBody) {
  return apiRequest<null>('/api/vote/skip', { method: 'POST', body });
}
