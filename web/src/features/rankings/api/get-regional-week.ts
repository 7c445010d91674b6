import type { RegionalWeekResponse } from '@words/contract/api/regions';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/rankings/:start/regions: the map of a closed week; 404 PERIOD_NOT_FOUND otherwise. */
export function getRegionalWeek(start: string) {
  return apiRequest<RegionalWeekResponse>(`/api/rankings/${encodeURIComponent(start)}/regions`);
}

/** The map of the week starting on `start`; nothing is asked while `start` is null. */
export function useRegionalWeek(start: string | null) {
  return useServerData('mapOfTheWeek', start, getRegionalWeek);
}
