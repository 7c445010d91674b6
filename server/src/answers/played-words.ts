import type { PlayedWord } from '@words/contract/api/user';
import { dayOf } from '@words/contract/day';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { isOpen } from '../periods/period';
import type { Rankings } from '../rankings/rankings';
import { meanScore } from '../votes/score';
import { listPlayedWords } from './played-words.repository';

/** A player's history as the profile shows it; only their own answers. */
export async function playedWordsOf(
  deps: { db: Db; clock: Clock; periodDays: number; rankings: Rankings },
  playerUid: string,
): Promise<PlayedWord[]> {
  await deps.rankings.closeEndedPeriods();
  const today = dayOf(deps.clock.now());
  const rows = await listPlayedWords(deps.db, playerUid);
  return rows.map((row) => ({
    date: row.day,
    word: row.word,
    answer: row.answer,
    score: meanScore(row.score_total, row.vote_count),
    votes: row.vote_count,
    status: isOpen(row.period_start, today, deps.periodDays) ? 'open' : 'closed',
    rank: row.period_rank ?? null,
    wordRank: row.word_rank ?? null,
  }));
}
