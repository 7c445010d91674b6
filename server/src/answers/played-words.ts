import type { PlayedWord } from '@words/contract/api/user';
import { dayOf } from '@words/contract/day';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { isOpen } from '../periods/period';
import { listAnswersOf } from './answers.repository';
import { meanScore } from '../votes/score';

/** A player's history as the profile shows it; only their own answers. */
export async function playedWordsOf(
  db: Db,
  clock: Clock,
  periodDays: number,
  playerUid: string,
): Promise<PlayedWord[]> {
  const today = dayOf(clock.now());
  const rows = await listAnswersOf(db, playerUid);
  return rows.map((row) => ({
    date: row.day,
    word: row.word,
    answer: row.answer,
    score: meanScore(row.score_total, row.vote_count),
    votes: row.vote_count,
    status: isOpen(row.period_start, today, periodDays) ? 'open' : 'closed',
  }));
}
