import type { UserStatsResponse } from '@words/contract/api/user';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/user/stats: the player's own figures. */
export function getPlayerStats() {
  return apiRequest<UserStatsResponse>('/api/user/stats');
}

export function usePlayerStats() {
  return useServerData('playerStats', 'stats', getPlayerStats);
}
