import type { CreatedGroup, GroupNameBody } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';

/** POST /api/groups `{ name }`: a new peña, its creator its owner (201). */
export function createGroup(name: string) {
  const body: GroupNameBody = { name };
  return apiRequest<CreatedGroup>('/api/groups', { method: 'POST', body });
}
