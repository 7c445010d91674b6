import type { RegionsResponse } from '@words/contract/api/regions';
import { apiRequest } from './api-client';
import { useServerData } from './server-data';

/** GET /api/play/regions/:date: «En México dijeron…», today once played or a past day. */
export function getRegionalCrowd(date: string) {
  return apiRequest<RegionsResponse>(`/api/play/regions/${encodeURIComponent(date)}`);
}

/** A day's crowd by region; nothing is asked while `date` is null. */
export function useRegionalCrowd(date: string | null) {
  return useServerData('regions', date, getRegionalCrowd);
}
