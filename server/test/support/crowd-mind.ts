import type { TestGame } from './game';
import { duelOf, playDay, say } from './duels';

/** `uid` asks for «La mente del público» through POST /api/duels/crowd. */
export const againstCrowd = (game: TestGame, uid: string) =>
  game.call(uid, { method: 'POST', url: '/api/duels/crowd' });

/** `uid`'s duel of today against the crowd, made now if new: its id; fails if refused. */
export async function crowdDuelOf(game: TestGame, uid: string): Promise<string> {
  const response = await againstCrowd(game, uid);
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`against the crowd ${uid}: ${response.body}`);
  }
  return (response.json() as { id: string }).id;
}

/**
 * Two players duel through the app: `a` challenges `b` by link, each files their answer of the
 * day (when not filed yet), then each round's two words in turn. Fails on any refusal.
 */
export async function duelRounds(
  game: TestGame,
  [a, b]: [string, string],
  answers: [string, string] | null,
  rounds: [string, string][],
): Promise<string> {
  const id = await duelOf(game, a, b);
  if (answers) await playDay(game, { [a]: answers[0], [b]: answers[1] });
  for (const [wordA, wordB] of rounds) {
    for (const [uid, word] of [
      [a, wordA],
      [b, wordB],
    ] as const) {
      const filed = await say(game, uid, id, word);
      if (filed.statusCode !== 201) throw new Error(`${uid} ${word}: ${filed.body}`);
    }
  }
  return id;
}
