import type { TestGame } from './game';

/** An answer's stored count of votes and their total in hundredths: what scores are read from. */
export async function storedCounts(game: TestGame, answerId: string) {
  return game.database.db
    .selectFrom('answers')
    .select(['vote_count', 'score_total'])
    .where('id', '=', answerId)
    .executeTakeFirstOrThrow();
}
