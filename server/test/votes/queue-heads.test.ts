import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * The heads of the judging queue (decision 0050): vote/random hands a part's most urgent answers
 * from memory, each in turn, and reads the head again when this instance sees the queue move.
 */
describe.each(databaseKinds)('the heads of the judging queue on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  /** The answer GET /api/vote/random hands `uid`, by the ticket it hands out. */
  const random = async (uid: string): Promise<string | undefined> => {
    const response = await game.call(uid, { method: 'GET', url: '/api/vote/random' });
    expect(response.statusCode).toBe(200);
    return game.handed(uid, response.json().answer_uuid as string);
  };

  /** Twelve answers without a vote, judged the next day by twelve judges who need not play it. */
  async function twelveAnswersAndTheirJudges(): Promise<string[]> {
    game = await startGame(kind);
    const authors = Array.from({ length: 12 }, (_, i) => `autor${i}`);
    const judges = Array.from({ length: 12 }, (_, i) => `juez${i}`);
    for (const uid of [...authors, ...judges]) await game.register(uid);
    for (const uid of authors) await game.play(uid);
    game.clock.advanceDays(1);
    return judges;
  }

  it('hands twelve equally urgent answers to twelve judges, each once, before any twice', async () => {
    const judges = await twelveAnswersAndTheirJudges();
    const handed = [];
    for (const judge of judges) handed.push(await random(judge));
    expect(new Set(handed).size).toBe(12);
    // The thirteenth judge is handed one of them again: all are as urgent.
    await game.register('juez12');
    expect(handed).toContain(await random('juez12'));
  });

  it('hands twelve judges who ask at the same moment twelve different answers', async () => {
    const judges = await twelveAnswersAndTheirJudges();
    // Each of them before any is handed twice, as when they ask one after another.
    const handed = await Promise.all(judges.map(random));
    expect(new Set(handed).size).toBe(12);
  });

  it('hands an answer filed with more karma before the rest of the head it comes before', async () => {
    game = await startGame(kind, { env: { KARMA_MIN_VOTES: '1' } });
    for (const uid of ['ana', 'bea', 'carlos', 'dani', 'eva', 'fede', 'juez']) {
      await game.register(uid);
    }
    // Monday: fede's answer, which dani judges on Tuesday before playing: dani has karma.
    await game.play('fede');
    game.clock.advanceDays(1);
    expect((await game.vote('dani', await game.answerOf('fede'), 5)).statusCode).toBe(201);
    // Tuesday: three answers without karma, and the judge's own.
    for (const uid of ['ana', 'bea', 'eva', 'juez']) await game.play(uid);
    const first = await random('juez');
    expect([
      await game.answerOf('ana'),
      await game.answerOf('bea'),
      await game.answerOf('eva'),
    ]).toContain(first);
    // dani plays: an answer without votes whose author judges comes first for everyone.
    await game.play('dani');
    expect(await random('juez')).toBe(await game.answerOf('dani'));
  });

  it('never hands the answer a judge just voted on, nor their own, from the head', async () => {
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'juez']) await game.register(uid);
    for (const uid of ['ana', 'bea', 'juez']) await game.play(uid);
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const answer = (await random('juez')) ?? '';
      expect(seen).not.toContain(answer);
      seen.add(answer);
      expect((await game.vote('juez', answer, 7)).statusCode).toBe(201);
    }
    expect(seen).toEqual(new Set([await game.answerOf('ana'), await game.answerOf('bea')]));
    const done = await game.call('juez', { method: 'GET', url: '/api/vote/random' });
    expect(done.json().reason).toBe('NO_MORE_QUESTIONS');
  });
});
