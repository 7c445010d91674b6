import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { hiddenReason } from '../moderation/shown-answers';

/** A player's own answers, newest first, with their places once their period closed. */
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
      'a.vote_count',
      'a.score_total',
      hiddenReason('a.id'),
      'r.period_rank',
      'r.word_rank',
    ])
    .where('a.player_uid', '=', of.playerUid)
    .orderBy('a.day', 'desc'),
);
