import { errors } from '@words/contract/errors';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createModeration,
  ModerationError,
  type Moderation,
} from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

const BANNED = { error: 'BANNED', message: errors.BANNED.message };

describe.each(databaseKinds)('moderation on %s', (kind) => {
  let game: TestGame;
  let moderation: Moderation;
  afterEach(() => game.close());

  async function start() {
    game = await startGame(kind);
    moderation = createModeration({ db: game.database.db, clock: game.clock });
  }
  const answerOf = (uid: string) => game.answerOf(uid);
  const scoreOf = async (id: string) => {
    const row = await game.database.db
      .selectFrom('answers as a')
      .leftJoin('hidden_answers as h', 'h.answer_id', 'a.id')
      .select(['a.vote_count', 'a.score_total', 'h.reason as hidden'])
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...row, hidden: row.hidden ?? null };
  };
  /** An operator's next command comes a moment after the last: the log is in the order they acted. */
  const aMomentLater = () =>
    game.clock.set(new Date(game.clock.now().getTime() + 1_000).toISOString());
  /** ana, bea and carla answer 'ola', 'luz' and 'sol'. */
  const threeAnswer = async () => {
    for (const [uid, answer] of [
      ['ana', 'ola'],
      ['bea', 'luz'],
      ['carla', 'sol'],
    ] as const) {
      await game.submit(uid, answer);
    }
  };

  it('bans a player: calls refused, answers hidden, votes no longer counted; unban undoes it', async () => {
    await start();
    for (const uid of ['ana', 'bea', 'carla', 'troll']) await game.register(uid);
    await game.submit('ana', 'ola');
    await game.submit('troll', 'luz');
    const ana = await answerOf('ana');
    const troll = await answerOf('troll');
    // Judged the next day, by judges who need not play it.
    game.clock.advanceDays(1);
    await game.vote('bea', ana, 6);
    await game.vote('troll', ana, 0);
    expect(await scoreOf(ana)).toEqual({ vote_count: 2, score_total: 600, hidden: null });

    await moderation.ban('troll', 'marta');
    for (const call of [
      { method: 'GET', url: '/api/play/word-of-the-day' },
      { method: 'GET', url: '/api/vote/random' },
      { method: 'GET', url: '/api/user/profile' },
    ] as const) {
      const refused = await game.call('troll', call);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(BANNED);
    }
    expect(await scoreOf(ana)).toEqual({ vote_count: 1, score_total: 600, hidden: null });
    expect((await scoreOf(troll)).hidden).toBe('banned');
    // Only ana's answer is left to judge: the banned player's is never served.
    for (let i = 0; i < 3; i++) {
      const served = await game.call('carla', { method: 'GET', url: '/api/vote/random' });
      expect(served.json()).toMatchObject({ answer: 'ola' });
    }

    aMomentLater();
    await moderation.unban('troll', 'marta');
    expect(await scoreOf(ana)).toEqual({ vote_count: 2, score_total: 600, hidden: null });
    expect((await scoreOf(troll)).hidden).toBeNull();
    const back = await game.call('troll', { method: 'GET', url: '/api/user/profile' });
    expect(back.statusCode).toBe(200);

    const log = await moderation.log();
    expect(log.map((a) => [a.operator, a.action, a.target])).toEqual([
      ['marta', 'unban', 'troll'],
      ['marta', 'ban', 'troll'],
    ]);
  });

  it.each(['this instance', 'another instance'])(
    'counts no vote cast on %s right after the ban returns, stored counts included',
    async (where) => {
      await start();
      for (const uid of ['ana', 'bea', 'carla', 'troll']) await game.register(uid);
      await threeAnswer();
      // Judged the next day: the troll did not play the day of these answers.
      game.clock.advanceDays(1);
      const [ola, luz, sol] = [
        await answerOf('ana'),
        await answerOf('bea'),
        await answerOf('carla'),
      ];
      const other = where === 'another instance' ? await game.anotherInstance() : null;
      try {
        const voteAsTroll = async (id: string, score: number) => {
          const request = {
            method: 'POST' as const,
            url: '/api/vote/submit',
            headers: { authorization: `Bearer ${await game.tokenFor('troll')}` },
            payload: { answer_uuid: await game.serve('troll', id), score },
          };
          return other ? other.inject(request) : game.app.inject(request);
        };
        // The instance has the troll in its memory of registered players.
        expect((await voteAsTroll(ola, 10)).statusCode).toBe(201);
        await game.vote('bea', sol, 4);
        await moderation.ban('troll', 'marta');
        // No wait for the instances to notice: the vote's own transaction reads the ban.
        for (const [id, score] of [
          [luz, 10],
          [sol, 10],
        ] as const) {
          const late = await voteAsTroll(id, score);
          expect(late.json()).toEqual(BANNED);
        }
        expect(await scoreOf(ola)).toEqual({ vote_count: 0, score_total: 0, hidden: null });
        expect(await scoreOf(luz)).toEqual({ vote_count: 0, score_total: 0, hidden: null });
        expect(await scoreOf(sol)).toEqual({ vote_count: 1, score_total: 400, hidden: null });
      } finally {
        await other?.close();
      }
    },
  );

  it('counts none of the votes in flight while the ban commits', async () => {
    await start();
    const authors = Array.from({ length: 12 }, (_, i) => `autor${i}`);
    for (const uid of [...authors, 'troll']) await game.register(uid);
    const ids: string[] = [];
    for (const uid of authors) {
      await game.submit(uid, 'ola');
      ids.push(await answerOf(uid));
    }
    // The instance remembers the troll as registered (decision 0024).
    expect((await game.call('troll', { method: 'GET', url: '/api/user/profile' })).statusCode).toBe(
      200,
    );
    // The votes leave one after the other, before, during and after the ban's transaction.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.all([
      ...ids.map(async (id, i) => {
        await pause(i * 20);
        return game.vote('troll', id, 10);
      }),
      moderation.ban('troll', 'marta'),
    ]);
    for (const id of ids) {
      expect(await scoreOf(id)).toEqual({ vote_count: 0, score_total: 0, hidden: null });
    }
  });

  it('reaches another server instance on the same database at its next call', async () => {
    await start();
    await game.register('troll');
    const other = await game.anotherInstance();
    try {
      const profile = async () =>
        other.inject({
          method: 'GET',
          url: '/api/user/profile',
          headers: { authorization: `Bearer ${await game.tokenFor('troll')}` },
        });
      expect((await profile()).statusCode).toBe(200);
      await moderation.ban('troll', 'marta');
      expect((await profile()).json()).toEqual(BANNED);
      await moderation.rename('troll', 'Buen Vecino', 'marta');
      await moderation.unban('troll', 'marta');
      expect((await profile()).json()).toMatchObject({ alias: 'Buen Vecino' });
    } finally {
      await other.close();
    }
  });

  it('renames a player, with the alias rules and look-alikes counted as taken', async () => {
    await start();
    await game.register('ana', 'Alicia');
    await game.register('troll', 'Nombre Feo');
    await expect(moderation.rename('troll', 'Ａｌｉｃｉａ', 'marta')).rejects.toThrow(
      new ModerationError(errors.ALIAS_TAKEN.message),
    );
    await expect(moderation.rename('troll', 'x', 'marta')).rejects.toThrow(ModerationError);
    await expect(moderation.rename('nadie', 'Otro Nombre', 'marta')).rejects.toThrow(
      'no player nadie',
    );
    expect(await moderation.rename('troll', 'Jugador Nuevo', 'marta')).toEqual({
      before: 'Nombre Feo',
      after: 'Jugador Nuevo',
    });
    const profile = await game.call('troll', { method: 'GET', url: '/api/user/profile' });
    expect(profile.json()).toMatchObject({ alias: 'Jugador Nuevo' });
    expect((await moderation.log()).map((a) => [a.action, a.detail])).toEqual([
      ['rename', '"Nombre Feo" → "Jugador Nuevo"'],
    ]);
  });

  it('renames only to a name registration would take: no insult, nothing reserved, no look-alike', async () => {
    await start();
    await game.register('pablo', 'pablo');
    await game.register('troll', 'Nombre Feo');
    for (const [alias, error] of [
      ['pendejo', errors.OFFENSIVE_ALIAS],
      ['Hijueputa', errors.OFFENSIVE_ALIAS],
      ['moderador', errors.RESERVED_ALIAS],
      ['Jugador eliminado', errors.RESERVED_ALIAS],
      ['pabIo', errors.ALIAS_TAKEN],
    ] as const) {
      await expect(moderation.rename('troll', alias, 'marta')).rejects.toThrow(
        new ModerationError(error.message),
      );
    }
    expect(await moderation.log()).toEqual([]);
  });

  it('hides and restores an answer; a restore clears its reports', async () => {
    await start();
    for (const uid of ['ana', 'juez']) await game.register(uid);
    await game.submit('ana', 'ola');
    const ana = await answerOf('ana');
    await game.play('juez');
    await game.call('juez', {
      method: 'POST',
      url: '/api/vote/report',
      payload: { answer_uuid: await game.serve('juez', ana), reason: 'other' },
    });
    expect(await moderation.reports()).toMatchObject([
      { id: ana, answer: 'ola', reports: 1, other: 1, author_uid: 'ana', hidden: null },
    ]);
    await moderation.hide(ana, 'marta');
    expect((await scoreOf(ana)).hidden).toBe('operator');
    await expect(moderation.hide(ana, 'marta')).rejects.toThrow('already hidden');
    aMomentLater();
    await moderation.restore(ana, 'marta');
    expect((await scoreOf(ana)).hidden).toBeNull();
    expect(await moderation.reports()).toEqual([]);
    await expect(moderation.hide(ana, '  ')).rejects.toThrow('--by');
    expect((await moderation.log()).map((a) => `${a.operator} ${a.action} ${a.target}`)).toEqual([
      `marta restore ${ana}`,
      `marta hide ${ana}`,
    ]);
  });

  it('lists the most reported answers first, then the most recently reported', async () => {
    await start();
    for (const uid of ['ana', 'bea', 'carla', 'j1', 'j2']) await game.register(uid);
    await threeAnswer();
    for (const judge of ['j1', 'j2']) await game.play(judge);
    const reportAs = async (judge: string, author: string) => {
      const id = await answerOf(author);
      await game.call(judge, {
        method: 'POST',
        url: '/api/vote/report',
        payload: { answer_uuid: await game.serve(judge, id), reason: 'offensive' },
      });
      game.clock.set(new Date(game.clock.now().getTime() + 60_000).toISOString());
    };
    await reportAs('j1', 'ana');
    await reportAs('j1', 'bea');
    await reportAs('j2', 'carla');
    await reportAs('j2', 'bea');
    expect((await moderation.reports()).map((r) => [r.answer, r.reports])).toEqual([
      ['luz', 2],
      ['sol', 1],
      ['ola', 1],
    ]);
  });
});
