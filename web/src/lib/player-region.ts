import type { RegionResponse, SetRegionResponse } from '@words/contract/api/regions';
import { apiRequest } from './api-client';
import { useServerData } from './server-data';

/** GET /api/user/region: where the player said their Spanish is from, or null. */
export function getPlayerRegion() {
  return apiRequest<RegionResponse>('/api/user/region');
}

/** The player's region, as 'Mis partidas' and /play's one question read it. */
export function usePlayerRegion(ask = true) {
  return useServerData('region', ask ? 'region' : null, getPlayerRegion);
}

/** PUT /api/user/region: a code of the contract's list, or null to remove it. */
export function savePlayerRegion(region: string | null) {
  return apiRequest<SetRegionResponse>('/api/user/region', { method: 'PUT', body: { region } });
}
