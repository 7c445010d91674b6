// `npm start`: the built game at http://localhost:3000 (PORT changes it), on SQLite in ./data
// unless DATABASE_URL is set, with the Firebase Auth emulator unless real Firebase settings are
// given; the emulator's accounts are kept in DATA_DIR/auth-emulator. Ctrl-C stops everything.
import path from 'node:path';
import { runGame } from './lib/run-game.mjs';

await runGame({ root: path.resolve(import.meta.dirname, '..'), env: { ...process.env } });
