import type { PastDayResponse } from '@words/contract/api/play';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/play/day/:date */
export function getPastDay(date: string) {
  return apiRequest<PastDayResponse>(`/api/play/day/${encodeURIComponent(date)}`);
}

export function usePastDay(date: string) {
  return useServerData('pastDay', date, getPastDay);
}
