// `npm run test:all`: the whole suite, every test mandatory, as CI runs it (docs/TESTING.md).
// `npm test` and, besides, the server tests on PostgreSQL, the rate limits shared through Redis,
// two instances behind HAProxy and the slow runs. A test that would skip fails the run instead.
import path from 'node:path';
import { runTests } from './lib/test-run.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'npm run test:all needs a PostgreSQL database it may fill and empty: set TEST_DATABASE_URL,\n' +
      'for example TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/words_test',
  );
  process.exit(1);
}

const env = {
  ...process.env,
  TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
  // The slow runs: the attacks on judging replayed on the built server, a 16-second overload soak,
  // the 30-second slow-connection attack and the bench's smoke run.
  RELIABILITY_SLOW: '1',
  // 200 cases for each fuzzed call, on each database.
  FUZZ_RUNS: process.env.FUZZ_RUNS || '200',
  E2E_REQUIRED: '1',
};

const reporters = ['--reporter=default', '--reporter=./scripts/lib/no-skips-reporter.mjs'];
process.exit(await runTests({ root, args: [...reporters, ...process.argv.slice(2)], env }));
