import { strings } from '@/lib/strings';

/** Under the title: how answers are ordered, by their 'Puntuación'. */
export function RankingRules({ minVotes }: { minVotes: number }) {
  return <p className="rankings__rules">{strings.rankings.howOrdered(minVotes)}</p>;
}
