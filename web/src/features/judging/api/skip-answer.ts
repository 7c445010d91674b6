import type { SkipBody } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';
import { judgingPath } from './judging-path';

/** POST /api/vote/skip (or a peña's): 'Saltar'; 204 without a body. */
export function skipAnswer(body: SkipBody, groupId?: string) {
  return apiRequest<null>(`${judgingPath(groupId)}/skip`, { method: 'POST', body });
}
