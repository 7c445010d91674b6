import type { PeriodRankingResponse } from '@words/contract/api/rankings';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/**
 * GET /api/rankings/:start: a closed period's best answers and each word's; 404
 * PERIOD_NOT_FOUND for an unknown period or one still running.
 */
export function getPeriodRanking(start: string) {
  return apiRequest<PeriodRankingResponse>(`/api/rankings/${encodeURIComponent(start)}`);
}

/** The ranking of the period starting on `start`; nothing is asked while `start` is null. */
export function usePeriodRanking(start: string | null) {
  return useServerData('rankings', start, getPeriodRanking);
}
