import { limits } from '@words/contract/limits';
import { strings } from '@/lib/strings';

/** An answer's 'Puntuación' with 2 decimals; a dash, read out as not kept, when it was not kept. */
export function RankScore({ rankScore }: { rankScore: number | null }) {
  if (rankScore !== null) return <>{rankScore.toFixed(limits.scoreDecimals)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{strings.rankings.noRankScore}</span>
    </>
  );
}
