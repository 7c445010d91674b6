import type { UserStatsResponse } from '@words/contract/api/user';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { useServerData } from './server-data';

/** Fired on window when this tab did something that changes the player's figures (played). */
const figuresChangeEvent = 'words:figures';

/** GET /api/user/stats: the player's own figures. */
export function getPlayerStats() {
  return apiRequest<UserStatsResponse>('/api/user/stats');
}

/** Says that the figures changed: every `usePlayerStats` on the page asks for them again. */
export function figuresChanged(): void {
  window.dispatchEvent(new Event(figuresChangeEvent));
}

/** The player's figures, asked again whenever `figuresChanged` is called (a new streak shows). */
export function usePlayerStats() {
  const stats = useServerData('playerStats', 'stats', getPlayerStats);
  const { reload } = stats;
  useEffect(() => {
    window.addEventListener(figuresChangeEvent, reload);
    return () => window.removeEventListener(figuresChangeEvent, reload);
  }, [reload]);
  return stats;
}
