import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)('¿De dónde es tu español? on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const regionOf = async (uid: string) =>
    (await game.call(uid, { method: 'GET', url: '/api/user/region' })).json() as {
      region: string | null;
    };
  const choose = (uid: string, region: unknown) =>
    game.call(uid, { method: 'PUT', url: '/api/user/region', payload: { region } });
  const storedRegions = async () =>
    (
      await game.database.db
        .selectFrom('players')
        .select('region')
        .where('region', 'is not', null)
        .execute()
    ).map((row) => row.region);
  const answersRegions = async () =>
    (await game.database.db.selectFrom('answers').select('region').execute()).map(
      (row) => row.region,
    );

  it('stores nothing before the player chooses; then chooses, changes and removes', async () => {
    game = await startGame(kind);
    await game.register('ana', 'Ana Sol');
    await game.submit('ana', 'ola');
    // Registered and played, from Europe/Madrid: no region inferred from it.
    expect(await regionOf('ana')).toEqual({ region: null });
    expect(await storedRegions()).toEqual([]);
    expect(await answersRegions()).toEqual([null]);

    const chosen = await choose('ana', 'ES');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ region: 'ES', message: messages.regionSaved });
    expect(await regionOf('ana')).toEqual({ region: 'ES' });
    expect(await answersRegions()).toEqual(['ES']);

    await choose('ana', 'MX');
    expect(await regionOf('ana')).toEqual({ region: 'MX' });
    expect(await answersRegions()).toEqual(['MX']);
    // 'Otro' is kept as chosen and counted in no country.
    await choose('ana', 'OTRO');
    expect(await regionOf('ana')).toEqual({ region: 'OTRO' });
    expect(await answersRegions()).toEqual([null]);

    const removed = await choose('ana', null);
    expect(removed.json()).toEqual({ region: null, message: messages.regionRemoved });
    expect(await storedRegions()).toEqual([]);
    expect(await answersRegions()).toEqual([null]);
  });

  it('refuses a code not on the list in Spanish, and stores nothing', async () => {
    game = await startGame(kind);
    await game.register('ana', 'Ana Sol');
    for (const bad of ['XX', 'mx', '', 'España']) {
      const refused = await choose('ana', bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'INVALID_REGION',
        message: errors.INVALID_REGION.message,
      });
    }
    const wrongShape = await choose('ana', 7);
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json()).toMatchObject({ error: 'INVALID_REQUEST' });
    expect(await storedRegions()).toEqual([]);
    const unregistered = await choose('nadie', 'ES');
    expect(unregistered.json()).toMatchObject({ error: 'NOT_REGISTERED' });
  });

  it('shows the region in the data download and removes it with the account', async () => {
    game = await startGame(kind, { env: { RANKING_MIN_VOTES: '1' } });
    await game.register('ana', 'Ana Sol');
    await game.register('bea', 'Jugadora bea');
    await choose('ana', 'AR');
    await game.submit('ana', 'ola');
    await game.submit('bea', 'luz');
    await game.vote('bea', await game.answerOf('ana'), 9);
    const exported = await game.call('ana', { method: 'GET', url: '/api/user/export' });
    expect(exported.json()).toMatchObject({ registration: { uid: 'ana', region: 'AR' } });

    // Ana's answer places in the closed week and stays, owned by nobody: with no region.
    game.clock.advanceDays(9);
    await game.closeWeeks();
    expect((await game.call('ana', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    expect(await storedRegions()).toEqual([]);
    expect(await answersRegions()).toEqual([null, null]);
    const regionRows = [
      ...(await game.database.db.selectFrom('region_days').selectAll().execute()),
      ...(await game.database.db.selectFrom('region_answers').selectAll().execute()),
    ].filter((row) => row.players !== 0);
    expect(regionRows).toEqual([]);
  });
});
