/**
 * The other judges' mean of one answer: its weighed count and total without one judge's vote of
 * `weight`; undefined when nobody else voted, or only judges who weigh (next to) nothing.
 */
export function othersMean(
  votes: number,
  total: number,
  weight: number,
  score: number,
): number | undefined {
  const others = votes - weight;
  return others < 1e-6 ? undefined : (total - weight * score) / others;
}
