import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { hiddenReason } from '../trust/conditions.repository';

/**
 * A player's own answers, newest first, with their places once their period closed; a placed
 * answer shows the figures it was ranked with (closed is final).
 */
export async function listPlayedWords(db: Db, playerUid: string) {
  return (await playedWordsOf(db, { playerUid })).rows;
}

const playedWordsOf = compiledOnce((db, of: { playerUid: string }) =>
  db
    .selectFrom('answers as a')
    .leftJoin('ranked_answers as r', 'r.answer_id', 'a.id')
    .select([
      'a.day',
      'a.word',
      'a.answer',
      'a.period_start',
      sql<number>`coalesce(r.vote_count, a.vote_count)`.as('vote_count'),
      sql<number>`coalesce(r.score_total, a.score_total)`.as('score_total'),
      hiddenReason('a.id'),
      'r.period_rank',
      'r.word_rank',
      'r.rank_score',
    ])
    .where('a.player_uid', '=', of.playerUid)
    .orderBy('a.day', 'desc'),
);
