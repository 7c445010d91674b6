import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOfName } from '../../src/players/name-check';
import { databaseKinds } from '../support/databases';
import { countRows, startGame, type TestGame } from '../support/game';
import {
  MUST_PASS,
  PADDED_INSULTS,
  QUOTED_INSULTS,
  REAL_NAMES,
  RESERVED,
  STAFF_LOOKING,
} from '../support/public-names';

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
  ...QUOTED_INSULTS,
  'pendejo',
  'put@',
  'h1jo de puta',
  'conchatumadre',
  'Chingatumadre',
  'La concha de tu madre',
  'xXhijodeputaXx',
  'HIJUEPUTA',
  'w3ón',
  'Huevón',
  'kabron',
  'Sudaca',
  'Malparido',
  // Issue 46, point 12, and others of their families: insults joined, insults' initials, hate.
  'pincheputa',
  'PutaPendeja',
  'hpta',
  'ctm',
  'HDP',
  'lpm',
  'conchesumadre',
  'Conchesumare',
  'negrata',
  'Negratas',
  'nazi',
  'hitler',
  'Los nazis',
  'xXHitlerXx',
  'Heil Hitler',
];

describe('the check of public names', () => {
  it.each(MUST_PASS)('lets "%s" through', (name) => {
    expect(refusalOfName(name)).toBeNull();
  });

  it('lets every real first name and surname through', () => {
    expect(REAL_NAMES.filter((name) => refusalOfName(name) !== null)).toEqual([]);
  });

  it.each([...MUST_NOT_PASS, ...PADDED_INSULTS])('refuses "%s" as offensive', (name) => {
    expect(refusalOfName(name)).toBe('offensive');
  });

  it.each([
    ...RESERVED,
    ...STAFF_LOOKING,
    'Soporte Técnico',
    'Equipo WORDS',
    'Moderadores',
    'admln',
    'ＡＤＭＩＮ',
  ])('refuses "%s" as reserved', (name) => {
    expect(refusalOfName(name)).toBe('reserved');
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

  it.each([
    ['xputax', 'OFFENSIVE_ALIAS'],
    ['Admin1', 'RESERVED_ALIAS'],
  ] as const)('refuses "%s" with %s', async (alias, error) => {
    const refused = await game.call('troll', {
      method: 'POST',
      url: '/api/user/register',
      payload: { alias, timezone: 'Europe/Madrid', notifications: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error, message: errors[error].message });
  });

  it('lets an edge case such as "Pito Pérez" register', async () => {
    await game.register('pito', 'Pito Pérez');
    const profile = await game.call('pito', { method: 'GET', url: '/api/user/profile' });
    expect(profile.json()).toEqual({ alias: 'Pito Pérez', playedWords: [] });
  });
});
