import type { PlayerFigures as Figures } from '@words/contract/api/user';
import { meanScore } from '@words/contract/rules';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { listPlayedWords } from './played-words.repository';
import { streaksOf } from './streaks';

/** The player's own figures on 'Mis partidas': days, streaks, scores. */
export interface PlayerFigures {
  of(playerUid: string): Promise<Figures>;
}

export function createPlayerFigures(deps: { db: Db; periods: Periods }): PlayerFigures {
  const { db, periods } = deps;
  return {
    async of(playerUid) {
      const rows = await listPlayedWords(db, playerUid);
      const streaks = streaksOf(
        rows.map((row) => row.day),
        periods.today(),
      );
      // A hidden answer's votes make neither the mean nor the best answer (PRODUCT.md).
      const scored = rows
        .filter((row) => row.vote_count > 0 && row.hidden === null)
        .map((row) => ({ row, exact: row.score_total / row.vote_count }));
      // Best by its mean, then by more votes, then the earlier day (rows come newest first).
      let best: (typeof scored)[number] | undefined;
      for (const candidate of scored) {
        if (
          !best ||
          candidate.exact > best.exact ||
          (candidate.exact === best.exact && candidate.row.vote_count >= best.row.vote_count)
        ) {
          best = candidate;
        }
      }
      const meanOfMeans =
        scored.length === 0
          ? null
          : meanScore(
              scored.reduce((sum, { exact }) => sum + exact, 0),
              scored.length,
            );
      return {
        daysPlayed: rows.length,
        currentStreak: streaks.current,
        bestStreak: streaks.best,
        comodines: streaks.comodines,
        savedDays: streaks.savedDays,
        meanScore: meanOfMeans,
        bestAnswer: best
          ? {
              date: best.row.day,
              word: best.row.word,
              answer: best.row.answer,
              score: meanScore(best.row.score_total, best.row.vote_count) ?? 0,
            }
          : null,
      };
    },
  };
}
