import { afterEach, describe, expect, it } from 'vitest';
import { createPrivacyRequests } from '../../src/account/privacy-requests';
import { TABLES } from '../../src/db/schema';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** Values each run draws at random, and the signing keys: the rest of two equal worlds is equal. */
const DRAWN = new Set(['pick_key', 'invite_code']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Every row of every table, each as text without what is drawn at random, sorted. */
async function everything(game: TestGame): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of TABLES.filter((t) => t !== 'server_keys')) {
    const rows = await game.database.db.selectFrom(table).selectAll().execute();
    tables[table] = rows
      .map((row) =>
        JSON.stringify(Object.entries(row).filter(([column]) => !DRAWN.has(column))).replace(
          UUID,
          'uuid',
        ),
      )
      .sort();
  }
  return tables;
}

/** Ana plays, judges, reports and has a peña with Bea; Bea and Carla judge her answer. */
async function world(game: TestGame): Promise<void> {
  await game.register('ana', 'Ana Sol');
  for (const uid of ['bea', 'carla']) await game.register(uid);
  await game.submit('ana', 'ola');
  await game.submit('bea', 'luz');
  await game.vote('bea', await game.answerOf('ana'), 7.5);
  await game.play('carla');
  await game.vote('carla', await game.answerOf('ana'), 8);
  await game.vote('ana', await game.answerOf('bea'), 6.25);
  await game.call('ana', {
    method: 'POST',
    url: '/api/vote/report',
    payload: { answer_uuid: await game.serve('ana', await game.answerOf('bea')), reason: 'other' },
  });
  const peña = await game.createGroup('ana');
  await game.joinGroup('bea', peña.invite_code);
}

// Issue 45, point 7: an operator had no command for a privacy request made by email.
describe.each(databaseKinds)("an operator's privacy requests on %s", (kind) => {
  const games: TestGame[] = [];
  afterEach(async () => {
    for (const game of games.splice(0)) await game.close();
  });
  const started = async () => {
    const game = await startGame(kind);
    games.push(game);
    await world(game);
    return game;
  };

  it("exports what the player's own download gives, named by uid or alias", async () => {
    const game = await started();
    const own = await game.call('ana', { method: 'GET', url: '/api/user/export' });
    expect(own.statusCode).toBe(200);
    const requests = createPrivacyRequests({ db: game.database.db, clock: game.clock });
    for (const named of ['ana', 'Ana Sol', 'ana sol', 'ÁNA  SOL']) {
      const exported = await requests.export(named);
      expect(exported?.player).toEqual({ uid: 'ana', alias: 'Ana Sol' });
      expect(JSON.parse(JSON.stringify(exported?.data))).toEqual(own.json());
    }
    expect(await requests.export('nadie')).toBeUndefined();
  });

  it("deletes as the player's own deletion does, and finds nobody after", async () => {
    const own = await started();
    expect((await own.call('ana', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);

    const operator = await started();
    const requests = createPrivacyRequests({ db: operator.database.db, clock: operator.clock });
    expect(await requests.delete('Ana Sol')).toEqual({ uid: 'ana', alias: 'Ana Sol' });

    expect(await everything(operator)).toEqual(await everything(own));
    expect(JSON.stringify(await everything(operator))).not.toContain('Ana Sol');
    expect(await requests.delete('ana')).toBeUndefined();
    expect(await requests.export('Ana Sol')).toBeUndefined();
  });
});
