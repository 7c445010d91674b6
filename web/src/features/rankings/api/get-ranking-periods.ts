import type { RankingPeriod, RankingPeriodsResponse } from '@words/contract/api/rankings';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { loadFailure } from '../utils/load-failure';

/** GET /api/rankings: the closed periods that have rankings, newest first. */
export function getRankingPeriods() {
  return apiRequest<RankingPeriodsResponse>('/api/rankings');
}

export type RankingPeriods =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; periods: RankingPeriod[] };

export function useRankingPeriods(): RankingPeriods {
  const [periods, setPeriods] = useState<RankingPeriods>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void getRankingPeriods().then((result) => {
      if (!active) return;
      setPeriods(
        result.ok
          ? { status: 'ready', periods: result.data.periods }
          : { status: 'failed', message: loadFailure(result) },
      );
    });
    return () => {
      active = false;
    };
  }, []);
  return periods;
}
