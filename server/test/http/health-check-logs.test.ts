import { afterEach, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';

/**
 * A balancer checks every instance every second: those checks are logged at debug level, so the
 * log at info holds the players' calls (86,400 lines a day per instance otherwise).
 */

let game: TestGame | null = null;
afterEach(async () => {
  await game?.close();
  game = null;
});

async function accessLines(level: string): Promise<[number, string][]> {
  const lines: { level: number; msg: string; req?: { url: string } }[] = [];
  game = await startGame('sqlite', {
    logger: { level, stream: { write: (line) => lines.push(JSON.parse(line)) } },
  });
  for (const url of ['/healthz', '/livez', '/api/config']) await game.app.inject({ url });
  return lines
    .filter((line) => line.msg === 'request completed')
    .map((line) => [line.level, line.req?.url ?? '']);
}

describe('the access lines of health checks', () => {
  it('leaves /healthz and /livez out of the log at info', async () => {
    // pino's levels: 20 debug, 30 info.
    expect(await accessLines('info')).toEqual([[30, '/api/config']]);
  });

  it('writes them at debug', async () => {
    expect(await accessLines('debug')).toEqual([
      [20, '/healthz'],
      [20, '/livez'],
      [30, '/api/config'],
    ]);
  });
});
