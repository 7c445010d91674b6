import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/database';
import type { TestGame } from './game';

/** Every served record, in key order: what a migration of the table must keep. */
export const servedRecords = (db: Db) =>
  db
    .selectFrom('served_answers')
    .select(['judge_uid', 'answer_id', 'served_at', 'skipped'])
    .orderBy('judge_uid')
    .orderBy('answer_id')
    .execute();

/**
 * ana, beto and carla play and their answers are handed to `judge`, who skips beto's: the
 * records a migration of the served answers must keep. Returns the answers and the skip's
 * response.
 */
export async function handedOutOneSkipped(game: TestGame): Promise<{
  ana: string;
  beto: string;
  carla: string;
  skipped: LightMyRequestResponse;
}> {
  for (const uid of ['ana', 'beto', 'carla', 'judge']) {
    await game.register(uid);
    await game.play(uid);
  }
  const [ana, beto, carla] = await Promise.all(['ana', 'beto', 'carla'].map(game.answerOf));
  if (!ana || !beto || !carla) throw new Error('an answer was not filed');
  for (const answer of [ana, beto, carla]) await game.serve('judge', answer);
  const skipped = await game.call('judge', {
    method: 'POST',
    url: '/api/vote/skip',
    payload: { answer_uuid: beto },
  });
  return { ana, beto, carla, skipped };
}

/** `judge` scores `answerUuid` 7 through POST /api/vote/submit. */
export const judgeVotes = (game: TestGame, answerUuid: string) =>
  game.call('judge', {
    method: 'POST',
    url: '/api/vote/submit',
    payload: { answer_uuid: answerUuid, score: 7 },
  });
