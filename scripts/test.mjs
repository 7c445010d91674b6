// `npm test`: Vitest on every project, the tests that need a service or minutes skipped with a
// notice (docs/TESTING.md), and no process of the run left behind (lib/test-run.mjs).
import path from 'node:path';
import { runTests } from './lib/test-run.mjs';
import { leftOutNotice, wholeSuite } from './lib/whole-suite-only.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!wholeSuite) console.warn(`\n${leftOutNotice()}\n`);
process.exit(await runTests({ root, args: process.argv.slice(2) }));
