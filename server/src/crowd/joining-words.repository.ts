import { sql } from 'kysely';
import type { Db } from '../db/database';
import { inKeyOrder } from '../db/key-order';
import { alphabeticalKey } from './alphabetical';

/** Two words in the order crowd_joins keeps them: the same pair however it was played. */
export const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** A player's word joining two words, as a revealed duel round gives it. */
export interface Joined {
  between: readonly [string, string];
  word: string;
  playerUid: string;
}

const keyOf = (pair: readonly string[], word: string) => `${pair[0]}\u0000${pair[1]}\u0000${word}`;

/**
 * Counts these joining words, each once per player (a player who gives it again, in another duel,
 * adds nothing), in the caller's transaction. Rows are written in key order, as the crowd's
 * counters are, so two reveals at once never deadlock.
 */
export async function countJoins(trx: Db, joined: readonly Joined[]): Promise<void> {
  const rows = new Map<string, { word_a: string; word_b: string; word: string; uid: string }>();
  for (const { between, word, playerUid } of joined) {
    const [word_a, word_b] = pairOf(between[0], between[1]);
    rows.set(`${keyOf([word_a, word_b], word)}\u0000${playerUid}`, {
      word_a,
      word_b,
      word,
      uid: playerUid,
    });
  }
  for (const { word_a, word_b, word, uid } of inKeyOrder(rows)) {
    const added = await trx
      .insertInto('crowd_join_players')
      .values({ word_a, word_b, word, player_uid: uid })
      .onConflict((oc) => oc.columns(['word_a', 'word_b', 'word', 'player_uid']).doNothing())
      .returning('player_uid')
      .execute();
    if (added.length === 0) continue;
    await trx
      .insertInto('crowd_joins')
      .values({ word_a, word_b, word, sort_key: alphabeticalKey(word), players: 1 })
      .onConflict((oc) =>
        oc
          .columns(['word_a', 'word_b', 'word'])
          .doUpdateSet({ players: sql`crowd_joins.players + 1` }),
      )
      .execute();
  }
}

/**
 * Takes a player's joining words out of the counts (their account's deletion), in its transaction:
 * each count they were in goes down by one, a word nobody else gave goes, and so do their rows.
 */
export async function forgetJoinsOf(trx: Db, uid: string): Promise<void> {
  const theirs = await trx
    .selectFrom('crowd_join_players')
    .select(['word_a', 'word_b', 'word'])
    .where('player_uid', '=', uid)
    .execute();
  const rows = new Map(theirs.map((row) => [keyOf([row.word_a, row.word_b], row.word), row]));
  for (const { word_a, word_b, word } of inKeyOrder(rows)) {
    await trx
      .updateTable('crowd_joins')
      .set({ players: sql`players - 1` })
      .where('word_a', '=', word_a)
      .where('word_b', '=', word_b)
      .where('word', '=', word)
      .execute();
    await trx
      .deleteFrom('crowd_joins')
      .where('word_a', '=', word_a)
      .where('word_b', '=', word_b)
      .where('word', '=', word)
      .where('players', '<=', 0)
      .execute();
  }
  await trx.deleteFrom('crowd_join_players').where('player_uid', '=', uid).execute();
}

/**
 * The words that at least `minPlayers` players gave to join `a` and `b`, the most common first,
 * ties alphabetical: the first `limit` entries of the crowd_joins_most_common index.
 */
export async function mostJoining(
  db: Db,
  a: string,
  b: string,
  minPlayers: number,
  limit: number,
): Promise<{ word: string; players: number }[]> {
  const [word_a, word_b] = pairOf(a, b);
  return db
    .selectFrom('crowd_joins')
    .select(['word', 'players'])
    .where('word_a', '=', word_a)
    .where('word_b', '=', word_b)
    .where('players', '>=', minPlayers)
    .orderBy('players', 'desc')
    .orderBy('sort_key', 'asc')
    .orderBy('word', 'asc')
    .limit(limit)
    .execute();
}
