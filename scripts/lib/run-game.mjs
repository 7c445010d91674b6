// What `npm start` and `npm run demo` share: the Auth emulator unless real Firebase settings are
// given (its accounts kept in DATA_DIR/auth-emulator), then the built server, until Ctrl-C stops
// everything.
import { spawn } from 'node:child_process';
import { DEMO_PROJECT_ID } from '../../server/src/demo-project.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { emulatorFolders } from './auth-emulator-accounts.mjs';
import { dataDirOf } from './data-dir.mjs';

/**
 * Runs the game from `root` with `env`. `beforeServer(env)` runs once the emulator is up and
 * before the server starts (the demo seeds its data there).
 */
export async function runGame({ root, env, beforeServer }) {
  let emulator = null;
  if (!env.FIREBASE_API_KEY && !env.FIREBASE_AUTH_EMULATOR_HOST) {
    const dataDir = dataDirOf(env, root);
    const { accounts } = emulatorFolders(dataDir);
    console.log(
      `Starting the Firebase Auth emulator (demo sign-in, project ${DEMO_PROJECT_ID}, accounts kept in ${accounts})…`,
    );
    try {
      emulator = await startAuthEmulator({ port: Number(env.AUTH_EMULATOR_PORT ?? 9099), dataDir });
    } catch (error) {
      // Told as it is (a port taken names the port and AUTH_EMULATOR_PORT), not as a stack trace.
      console.error(error.message ?? error);
      process.exit(1);
    }
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  }
  try {
    await beforeServer?.(env);
  } catch (error) {
    console.error(error.message ?? error);
    await emulator?.stop();
    process.exit(1);
  }

  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/server.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const serverExited = new Promise((resolve) => server.once('exit', resolve));

  let stopping = false;
  async function stop(code) {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill('SIGTERM');
    // The emulator saves its accounts as it stops; nothing is left running when this exits.
    const [serverCode] = await Promise.all([serverExited, emulator?.stop()]);
    // A server that had to force its exit (exit code 1) makes a Ctrl-C end with 1 too.
    process.exit(code || serverCode || 0);
  }
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 0));
  emulator?.child?.on('exit', () => {
    if (stopping) return;
    console.error('The Auth emulator stopped; stopping the game.');
    void stop(1);
  });
}
