import { describe, expect, it } from 'vitest';
import { waitUntilReady } from '../../scripts/lib/emulator-readiness.mjs';

/** An emulator that answers after `readyAfterMs` on a clock that only the waits move. */
function slowEmulator(readyAfterMs: number, exitAfterMs = Infinity) {
  let clock = 0;
  const said: string[] = [];
  return {
    said,
    wait: (atMostMs?: number) =>
      waitUntilReady({
        isReady: async () => clock >= readyAfterMs,
        exitCode: () => (clock >= exitAfterMs ? 1 : null),
        log: { write: (text: string) => said.push(text) },
        now: () => clock,
        sleep: async (ms: number) => {
          clock += ms;
        },
        ...(atMostMs === undefined ? {} : { atMostMs }),
      }),
  };
}

// Issue 47, point 12: `npm run demo` gave up after 90 s on a busy machine where the emulator was
// about to answer.
describe('the Auth emulator’s start is waited for while it runs', () => {
  it('waits past 90 s for an emulator that is still starting, saying so every 30 s', async () => {
    const emulator = slowEmulator(100_000);

    await expect(emulator.wait()).resolves.toBeUndefined();
    expect(emulator.said).toEqual([
      expect.stringContaining('still starting after 30 s'),
      expect.stringContaining('still starting after 60 s'),
      expect.stringContaining('still starting after 90 s'),
    ]);
  });

  it('stops waiting at once when the emulator stopped', async () => {
    await expect(slowEmulator(100_000, 5_000).wait()).rejects.toThrow(
      'The Auth emulator stopped before it was ready (exit 1)',
    );
  });

  it('gives up after its budget only, saying what to do', async () => {
    await expect(slowEmulator(Infinity).wait(120_000)).rejects.toThrow(
      /still not ready after 120 s although it kept running/,
    );
  });
});
