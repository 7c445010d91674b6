import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { countRows, MONDAY_NOON, startGame, type TestGame } from '../support/game';

// PRODUCT.md's "Spelling help": «sueno» was filed as «sueno» (a form of sonar) without a word.
describe.each(databaseKinds)('spelling help when filing on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind, { start: MONDAY_NOON });
    for (const uid of ['ana', 'bea']) await game.register(uid, `Jugadora ${uid}`);
  });
  afterEach(() => game.close());

  const send = async (uid: string, answer: string, spelling?: 'as_typed') =>
    game.call(uid, {
      method: 'POST',
      url: '/api/play/submit',
      payload: {
        word: await game.todaysWord(uid),
        answer,
        date: game.clock.now().toISOString(),
        ...(spelling ? { spelling } : {}),
      },
    });
  const played = async (uid: string) =>
    (await game.call(uid, { method: 'GET', url: '/api/play/word-of-the-day' })).json().played;

  it.each([
    ['sueno', 'sueño'],
    ['Pena', 'peña'],
    ['cana', 'caña'],
  ])('asks about %j before filing it, meaning %j, and stores nothing', async (typed, meant) => {
    const before = await countRows(game);
    const response = await send('ana', typed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ typed: typed.toLowerCase(), meant });
    expect(await countRows(game)).toEqual(before);
    expect(await played('ana')).toBe(false);
  });

  it('files the spelling with its ñ when the player says yes', async () => {
    expect((await send('ana', 'sueno')).statusCode).toBe(200);
    const yes = await send('ana', 'sueño');
    expect(yes.statusCode).toBe(201);
    expect(yes.json().answer).toBe('sueño');
  });

  it('files the word as typed when the player says no', async () => {
    expect((await send('ana', 'sueno')).statusCode).toBe(200);
    const no = await send('ana', 'sueno', 'as_typed');
    expect(no.statusCode).toBe(201);
    expect(no.json().answer).toBe('sueno');
  });

  it('files the one spelling that exists without asking, as before', async () => {
    const response = await send('ana', 'cancion');
    expect(response.statusCode).toBe(201);
    expect(response.json().answer).toBe('canción');
    // Kept as typed only when it is a word as typed.
    const asTyped = await send('bea', 'cancion', 'as_typed');
    expect(asTyped.statusCode).toBe(201);
    expect(asTyped.json().answer).toBe('canción');
  });

  it('asks nothing of a word typed with its accents', async () => {
    const response = await send('ana', 'peña');
    expect(response.statusCode).toBe(201);
    expect(response.json().answer).toBe('peña');
  });
});
