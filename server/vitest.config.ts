import { configDefaults, defineProject } from 'vitest/config';
import { serverLeftOut } from '../scripts/lib/whole-suite-only.mjs';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...serverLeftOut()],
    // Migrates the SQLite template that every test database is copied from.
    globalSetup: ['test/support/global-setup.ts'],
    // The files of a worker share its modules, so the real Spanish dictionary (about 2 s of CPU)
    // is built once per worker, not once per file. Each test still opens its own database and app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
