// The Auth emulator's process: firebase-tools' CLI runs here, and only the game that started it
// stops it (docs/decisions/0013-demo-accounts-kept.md). A Ctrl-C reaches the whole process group,
// the emulator and the game alike, and the game stops the emulator as it stops; firebase-tools
// takes a second stop signal more than 100 ms after the first as "quit now, without saving the
// accounts", and on a busy machine the game's came later than that. So the stop signals of the
// group are held back from firebase-tools here, and it gets one SIGINT when the game asks with
// LAUNCHER_STOP, or when the game is gone (its IPC channel closes, whatever ended it).
//
// Run as: node auth-emulator-process.mjs <firebase-tools' bin> <its arguments…>
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** The signal the game sends to stop the emulator: one that no terminal sends to a group. */
export const LAUNCHER_STOP = 'SIGUSR2';

/** The signals firebase-tools stops on (its lib/emulator/commandUtils.js). */
const STOP_SIGNALS = new Set(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']);

/** What firebase-tools wants run on SIGINT: a clean stop, accounts saved. */
const firebaseStops = [];
const listen = process.on.bind(process);

function holdBackStopSignals() {
  process.on = process.addListener = (event, listener) => {
    if (!STOP_SIGNALS.has(event)) return listen(event, listener);
    if (event === 'SIGINT') firebaseStops.push(listener);
    return process;
  };
  for (const signal of STOP_SIGNALS) {
    // A listener keeps the signal from ending the process; the game decides when it stops.
    listen(signal, () =>
      process.stderr.write(`Holding back ${signal}: the game stops the emulator.\n`),
    );
  }
}

/**
 * The Auth emulator serves its REST API through exegesis, which by default compiles a JSON Schema
 * validator for every parameter and response of Google's API description as it starts: about
 * 9 s of the 12 s of CPU a start took, mostly for calls the game never makes. exegesis' own option
 * lazyCompileValidationSchemas compiles each on its first use instead; firebase-tools does not
 * set it, so it is made the default of the exegesis that firebase-tools loads.
 */
export function compileValidatorsWhenUsed(firebaseBin) {
  const options = createRequire(firebaseBin)('exegesis/lib/options.js');
  const compileOptions = options.compileOptions;
  options.compileOptions = (given = {}) =>
    compileOptions({ lazyCompileValidationSchemas: true, ...given });
}

let stopping = false;
function stopOnce() {
  if (stopping) return;
  stopping = true;
  // Still starting: firebase-tools has nothing to save yet, nor a stop of its own to run.
  if (firebaseStops.length === 0) process.exit(0);
  for (const stop of firebaseStops) stop();
}

// Only when run as the emulator's process (the game imports LAUNCHER_STOP from here too).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  holdBackStopSignals();
  listen(LAUNCHER_STOP, stopOnce);
  listen('disconnect', () => {
    // The game read this process's output: with the game gone, writing it fails (EPIPE), which
    // must not end the process before it has saved the accounts.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    stopOnce();
  });
  // The channel only tells when the game is gone: it must not keep this process alive.
  process.channel?.unref();
  const [firebaseBin, ...args] = process.argv.slice(2);
  compileValidatorsWhenUsed(firebaseBin);
  process.argv = [process.argv[0], firebaseBin, ...args];
  await import(pathToFileURL(firebaseBin).href);
}
