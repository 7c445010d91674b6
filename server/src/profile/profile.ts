import type { ProfileResponse } from '@words/contract/api/user';
import { meanScore, pointsOf } from '@words/contract/rules';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import type { Player } from '../players/player';
import { listPlayedWords } from './played-words.repository';

/** 'Mis partidas': a player's own history, and nobody else's. */
export interface Profile {
  of(player: Player): Promise<ProfileResponse>;
}

export function createProfile(deps: { db: Db; periods: Periods }): Profile {
  const { db, periods } = deps;
  return {
    async of(player) {
      // Places come once the week closer has ranked the period (decision 0064): this only reads.
      const rows = await listPlayedWords(db, player.uid);
      const today = periods.today();
      return {
        alias: player.alias,
        playedWords: rows.map((row) => ({
          date: row.day,
          word: row.word,
          answer: row.answer,
          score: meanScore(row.score_total, row.vote_count),
          votes: row.vote_count,
          status: row.hidden
            ? 'hidden'
            : periods.isOpen(row.period_start, today)
              ? 'open'
              : 'closed',
          rank: row.period_rank ?? null,
          wordRank: row.word_rank ?? null,
          rankScore: row.rank_score === null ? null : pointsOf(row.rank_score),
        })),
      };
    },
  };
}
