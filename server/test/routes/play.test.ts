import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, MONDAY_NOON, startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';
import { wordPool } from '../../src/words/pool';

describe.each(databaseKinds)('playing the word of the day on %s', (kind) => {
  let game: TestGame;
  let uid = 0;
  let player: string;
  beforeAll(async () => {
    game = await startGame(kind);
  });
  afterAll(() => game.close());
  beforeEach(async () => {
    game.clock.set(MONDAY_NOON);
    player = `jugador-${++uid}`;
    await game.register(player, `Jugador ${uid}`);
  });

  const submit = (body: object) =>
    game.call(player, { method: 'POST', url: '/api/play/submit', payload: body });

  it('gives every player the same word, the first pool word on the first day', async () => {
    await game.register('otro', 'Otro');
    const mine = await game.call(player, { method: 'GET', url: '/api/play/word-of-the-day' });
    const theirs = await game.call('otro', { method: 'GET', url: '/api/play/word-of-the-day' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      date: '2026-11-16',
      word: wordPool[0],
      played: false,
      answer: null,
      message: messages.prompt,
    });
    expect(theirs.json().word).toBe(wordPool[0]);
  });

  it('takes the next unused pool word each new day', async () => {
    game.clock.advanceDays(1);
    expect(await game.todaysWord(player)).toBe(wordPool[1]);
    game.clock.advanceDays(1);
    expect(await game.todaysWord(player)).toBe(wordPool[2]);
  });

  it('files an answer once, then says the word was played', async () => {
    const word = await game.todaysWord(player);
    const response = await submit({ word, answer: ' Olas ', date: game.clock.now().toISOString() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      word,
      answer: 'olas',
      message: messages.answerFiled,
      // The crowd comes with the answer, which it counts: the page asks nothing more.
      crowd: { players: 1, sameAnswer: 1, topAnswers: [{ answer: 'olas', count: 1 }] },
    });
    const today = await game.call(player, { method: 'GET', url: '/api/play/word-of-the-day' });
    // What was filed, in its dictionary form, for the page to show after playing.
    expect(today.json()).toMatchObject({
      played: true,
      answer: 'olas',
      message: messages.alreadyPlayed,
    });

    const again = await submit({ word, answer: 'playa', date: game.clock.now().toISOString() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ALREADY_PLAYED',
      message: errors.ALREADY_PLAYED.message,
    });
  });

  it('answers the filing with the crowd as it stands, this answer counted', async () => {
    // A day no other test of this file plays.
    game.clock.advanceDays(10);
    for (const [i, answer] of ['playa', 'olas', 'playa'].entries()) {
      await game.register(`antes-${uid}-${i}`, `Antes ${uid} ${i}`);
      expect((await game.submit(`antes-${uid}-${i}`, answer)).statusCode).toBe(201);
    }
    const response = await game.submit(player, 'olas');
    expect(response.statusCode).toBe(201);
    expect(response.json().crowd).toEqual({
      players: 4,
      sameAnswer: 2,
      // Ties in Spanish alphabetical order, as GET /api/play/word-of-the-day gives them.
      topAnswers: [
        { answer: 'olas', count: 2 },
        { answer: 'playa', count: 2 },
      ],
    });
    const today = await game.call(player, { method: 'GET', url: '/api/play/word-of-the-day' });
    expect(today.json().crowd).toEqual(response.json().crowd);
  });

  it('restores the accent of a word typed without it', async () => {
    const response = await game.submit(player, 'cancion');
    expect(response.statusCode).toBe(201);
    expect(response.json().answer).toBe('canción');
  });

  it('accepts inflected forms: plurals, feminines and conjugations', async () => {
    expect((await game.submit(player, 'navegaremos')).statusCode).toBe(201);
  });

  it.each([
    ['', 'EMPTY_ANSWER'],
    ['   ', 'EMPTY_ANSWER'],
    ['a'.repeat(25), 'ANSWER_TOO_LONG'],
    ['dos palabras', 'INVALID_ANSWER'],
    ['casa1', 'INVALID_ANSWER'],
    ['xyzqwv', 'NOT_IN_DICTIONARY'],
  ])('refuses the answer %j with %s and stores nothing', async (answer, code) => {
    const before = await countRows(game);
    const response = await game.submit(player, answer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: code,
      message: errors[code as 'EMPTY_ANSWER'].message,
    });
    expect(await countRows(game)).toEqual(before);
  });

  it('refuses the word of the day itself, ignoring case and accents', async () => {
    const word = await game.todaysWord(player);
    const response = await game.submit(player, word.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ANSWER_IS_THE_WORD');
  });

  it('refuses an answer to yesterday’s word after midnight instead of filing it under today’s', async () => {
    const yesterdays = await game.todaysWord(player);
    const before = await countRows(game);
    game.clock.set('2026-11-17T00:00:01.000Z');
    const response = await submit({
      word: yesterdays,
      answer: 'ola',
      date: '2026-11-16T23:59:59.000Z',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'WORD_EXPIRED',
      message: errors.WORD_EXPIRED.message,
    });
    expect(await countRows(game)).toEqual(before);
  });

  // SPEC.md's page sends `date`; PRODUCT.md has the server decide the day by its own clock and the
  // word the page showed, so the page's date is taken and never read.
  it.each([
    ['yesterday’s date', { date: '2026-11-15T12:00:00.000Z' }],
    ['a date that is no date', { date: 'ayer' }],
    ['an empty date', { date: '' }],
    ['no date', {}],
  ])('files the answer under the server’s day with %s', async (_shown, date) => {
    const word = await game.todaysWord(player);
    const response = await submit({ word, answer: 'ola', ...date });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, word, answer: 'ola' });
    const today = await game.call(player, { method: 'GET', url: '/api/play/word-of-the-day' });
    expect(today.json()).toMatchObject({ date: '2026-11-16', played: true, answer: 'ola' });
  });

  it('lets a player answer again the next day', async () => {
    expect((await game.submit(player, 'ola')).statusCode).toBe(201);
    game.clock.advanceDays(1);
    expect((await game.submit(player, 'ola')).statusCode).toBe(201);
  });

  it('keeps the player calls for registered players', async () => {
    for (const request of [
      { method: 'GET', url: '/api/play/word-of-the-day' },
      {
        method: 'POST',
        url: '/api/play/submit',
        payload: { word: 'mar', answer: 'ola', date: MONDAY_NOON },
      },
    ] as const) {
      const response = await game.call('sin-registro', request);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'NOT_REGISTERED',
        message: errors.NOT_REGISTERED.message,
      });
    }
  });
});
