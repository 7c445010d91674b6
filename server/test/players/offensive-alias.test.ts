import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOffensiveAlias } from '../../src/players/offensive-alias';
import { databaseKinds } from '../support/databases';
import { countRows, startGame, type TestGame } from '../support/game';

/** Real names, nicknames and plain words, some of which cuss rates as slang (decision 0023). */
const MUST_PASS = [
  'Ana Pérez',
  'María José',
  'Concha',
  'Concha García',
  'Pito Pérez',
  'Pepa',
  'Pola',
  'Cuca',
  'Filiberto',
  'Cristóbal Colón',
  'Andrés Pajares',
  'Cola Cao',
  'Leche Merengada',
  'Paco_88',
  'Computadora',
  'Escupitajo',
  'Polaco',
  'Rafa Nadal',
  'Matías',
  'Concepción',
  'Putin',
];

/** Profanity as typed, and in the disguises a reader still reads. */
const MUST_NOT_PASS = [
  'Puta',
  'PUTA',
  'puta madre',
  'p u t a',
  'P.U.T.A',
  'Pút4',
  'Ｐｕｔａ',
  'puuuta',
  'Putas',
  'ElPutoAmo',
  'hijo de puta',
  'Gilipollas',
  'ɡilipollas',
  'mierda_total',
  'm1erda',
  'Cabrones',
  'c0ño',
  'Caraculo',
  'soplapollas',
  'pollllla',
];

describe('offensive aliases', () => {
  it.each(MUST_PASS)('lets "%s" through', (alias) => {
    expect(isOffensiveAlias(alias)).toBe(false);
  });

  it.each(MUST_NOT_PASS)('refuses "%s"', (alias) => {
    expect(isOffensiveAlias(alias)).toBe(true);
  });
});

describe.each(databaseKinds)('registering an offensive alias on %s', (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame(kind);
  });
  afterAll(() => game.close());

  it('is refused with a code and a Spanish message, and stores nothing', async () => {
    const before = await countRows(game);
    const refused = await game.call('troll', {
      method: 'POST',
      url: '/api/user/register',
      payload: { alias: 'Gilip0llas', timezone: 'Europe/Madrid', notifications: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'OFFENSIVE_ALIAS',
      message: errors.OFFENSIVE_ALIAS.message,
    });
    expect(await countRows(game)).toEqual(before);
  });

  it('lets an edge case such as "Pito Pérez" register', async () => {
    await game.register('pito', 'Pito Pérez');
    const profile = await game.call('pito', { method: 'GET', url: '/api/user/profile' });
    expect(profile.json()).toEqual({ alias: 'Pito Pérez', playedWords: [] });
  });
});
