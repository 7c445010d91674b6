import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildInfo } from '../src/build-info';
import { createMetrics } from '../src/metrics/metrics';
import { parseExposition, valueOf } from './metrics/scrape';

/**
 * Run from the source (no bundle to bake them in), the version and commit are read at start: the
 * project's package.json and the git checkout. quiet-start.test.ts checks the built server's.
 */
it('reads the version and the commit at start when the source runs as it is', async () => {
  const { version } = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
  ) as { version: string };
  const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  expect(buildInfo()).toEqual({ version, commit });
  const samples = parseExposition(await createMetrics().scrape());
  expect(valueOf(samples, 'words_build_info', { version, commit })).toBe(1);
});
