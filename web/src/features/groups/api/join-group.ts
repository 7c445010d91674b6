import type { JoinedGroup, JoinGroupBody } from '@words/contract/api/groups';
import { apiRequest } from '@/lib/api-client';

/** POST /api/groups/join `{ code }`: 201 on joining, 200 when already a member. */
export function joinGroup(code: string) {
  const body: JoinGroupBody = { code };
  return apiRequest<JoinedGroup>('/api/groups/join', { method: 'POST', body });
}
