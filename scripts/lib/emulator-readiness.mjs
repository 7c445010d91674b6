// How long the Auth emulator may take to start: as long as it keeps running. On a busy machine it
// takes minutes (firebase-tools loads a large program); a fixed 90 s gave up on one
// that was about to answer (issue 47, point 12).

/** Time after which the wait is called off anyway: the emulator hangs rather than starts. */
export const READY_AT_MOST_MS = 10 * 60_000;
/** How often a slow start says it is still waiting. */
export const PROGRESS_EVERY_MS = 30_000;

/**
 * Waits until `isReady()`, asking every `pollMs`, while `exitCode()` is null (the emulator runs).
 * Says every PROGRESS_EVERY_MS that it still waits; throws when the emulator stopped, or after
 * `atMostMs` with a message that says what to do. `now` and `sleep` are the clock's, for tests.
 */
export async function waitUntilReady({
  isReady,
  exitCode,
  log,
  atMostMs = READY_AT_MOST_MS,
  pollMs = 250,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  const started = now();
  let nextProgress = started + PROGRESS_EVERY_MS;
  while (!(await isReady())) {
    if (exitCode() !== null) {
      throw new Error(`The Auth emulator stopped before it was ready (exit ${exitCode()})`);
    }
    const waited = now() - started;
    if (waited > atMostMs) {
      throw new Error(
        `The Auth emulator was still not ready after ${Math.round(waited / 1000)} s although it kept running. ` +
          'Its output is above; stop what else loads the machine and start again.',
      );
    }
    if (now() >= nextProgress) {
      log.write(
        `The Auth emulator is still starting after ${Math.round(waited / 1000)} s (a busy machine is slower); waiting until it is ready.\n`,
      );
      nextProgress += PROGRESS_EVERY_MS;
    }
    await sleep(pollMs);
  }
}
