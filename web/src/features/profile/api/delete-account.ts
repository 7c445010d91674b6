import { apiRequest } from '@/lib/api-client';

/** DELETE /api/user: the player, their answers and their votes (204). */
export function deleteAccount() {
  return apiRequest<undefined>('/api/user', { method: 'DELETE' });
}
