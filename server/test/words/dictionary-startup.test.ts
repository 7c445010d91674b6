import { afterAll, describe, expect, it, vi } from 'vitest';
import type { TestGame } from '../support/game';

const LOAD_TIMEOUT = 60_000;

describe('while the dictionary is built after the app starts', () => {
  let game: TestGame | undefined;
  afterAll(() => game?.close());

  it(
    'answers the calls that do not need it, and the ones that do once it is ready',
    async () => {
      // The worker's files share their modules (vitest.config.ts), and another file may have built
      // the dictionary already: the app below gets modules of its own, and starts their one build.
      vi.resetModules();
      const { loadLexicon } = await import('../../src/words/dictionary');
      const { startGame } = await import('../support/game');
      game = await startGame('sqlite');
      let ready = false;
      const lexicon = loadLexicon().then(() => {
        ready = true;
      });

      expect((await game.call(null, { method: 'GET', url: '/api/config' })).statusCode).toBe(200);
      expect((await game.call(null, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await game.register('temprano', 'Temprano');
      expect(await game.todaysWord('temprano')).toBe('mar');
      expect(ready).toBe(false);

      const answer = await game.submit('temprano', 'ola');
      expect(answer.statusCode).toBe(201);
      expect(ready).toBe(true);
      await lexicon;
    },
    LOAD_TIMEOUT,
  );
});

describe('building the dictionary', () => {
  it(
    'gives the event loop back many times, so that no request waits for the whole build',
    async () => {
      let turns = 0;
      let ready = false;
      const tick = () => {
        if (ready) return;
        turns++;
        setImmediate(tick);
      };
      // A build of its own, whatever the shared dictionary's state.
      const { buildLexicon } = await import('../../src/words/lexicon/build-lexicon');
      setImmediate(tick);
      await buildLexicon();
      ready = true;
      // Built in one go, the loop would turn only around the build's few awaits.
      expect(turns).toBeGreaterThan(10);
    },
    LOAD_TIMEOUT,
  );
});
