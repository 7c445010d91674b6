// `npm run dev`: the server rebuilt and restarted on every change, the page with Vite's hot
// reload at http://localhost:5173 (API proxied to :3000), and the Auth emulator, whose accounts are
// kept in DATA_DIR/auth-emulator.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import { dataDirOf } from './lib/data-dir.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env };
const emulator = env.FIREBASE_AUTH_EMULATOR_HOST
  ? null
  : await startAuthEmulator({
      port: Number(env.AUTH_EMULATOR_PORT ?? 9099),
      dataDir: dataDirOf(env, root),
    });
if (emulator) env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;

const run = (args, cwd = root) => spawn(args[0], args.slice(1), { cwd, env, stdio: 'inherit' });
const children = [
  run([process.execPath, 'scripts/build.mjs', '--watch'], path.join(root, 'server')),
  run([process.execPath, '--watch', '--enable-source-maps', 'server/dist/server.js']),
  run(['npx', 'vite'], path.join(root, 'web')),
];

async function stop() {
  for (const child of children) child.kill('SIGTERM');
  await emulator?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
