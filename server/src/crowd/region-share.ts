import { limits } from '@words/contract/limits';

/**
 * The share of a region's players who gave an answer, in per cent rounded to the nearest
 * `limits.regionShareStep`: a shown figure that one player more or less rarely moves.
 */
export function regionShare(count: number, players: number): number {
  if (players <= 0) return 0;
  const step = limits.regionShareStep;
  return Math.min(100, Math.round((100 * count) / players / step) * step);
}
