import type { PeriodRankingResponse } from '@words/contract/api/rankings';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { loadFailure } from '../utils/load-failure';

/**
 * GET /api/rankings/:start: a closed period's best answers and each word's; 404
 * PERIOD_NOT_FOUND for an unknown period or one still running.
 */
export function getPeriodRanking(start: string) {
  return apiRequest<PeriodRankingResponse>(`/api/rankings/${encodeURIComponent(start)}`);
}

export type PeriodRanking =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; ranking: PeriodRankingResponse };

type Loaded = Extract<PeriodRanking, { status: 'failed' | 'ready' }>;

/** The ranking of the period starting on `start`; nothing is asked while `start` is null. */
export function usePeriodRanking(start: string | null): PeriodRanking {
  const [loaded, setLoaded] = useState<{ start: string; ranking: Loaded } | null>(null);
  useEffect(() => {
    if (start === null) return;
    let active = true;
    void getPeriodRanking(start).then((result) => {
      if (!active) return;
      setLoaded({
        start,
        ranking: result.ok
          ? { status: 'ready', ranking: result.data }
          : { status: 'failed', message: loadFailure(result) },
      });
    });
    return () => {
      active = false;
    };
  }, [start]);
  if (start === null) return { status: 'idle' };
  // What was loaded for another period is never shown for this one.
  if (loaded === null || loaded.start !== start) return { status: 'loading' };
  return loaded.ranking;
}
