import type { RankingPeriodsResponse } from '@words/contract/api/rankings';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/rankings: the closed periods that have rankings, newest first, and the ones judged. */
export function getRankingPeriods() {
  return apiRequest<RankingPeriodsResponse>('/api/rankings');
}

export function useRankingPeriods() {
  return useServerData('rankings', 'periods', getRankingPeriods);
}
