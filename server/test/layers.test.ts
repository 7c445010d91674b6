import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` holds the layers (decision 0035): its `lint:layers` half, run here as the script
 * says, passes on this tree and fails on a tree of imports against the flow and of cycles.
 */

const root = path.resolve(import.meta.dirname, '../..');
const script: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[
  'lint:layers'
];
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Runs `npm run lint:layers` in `cwd`, with the repository's rules; the rules it reports broken. */
function lintLayers(cwd: string) {
  const args = script
    .split(' ')
    .slice(1)
    .map((arg) => (arg.startsWith('.dependency-cruiser') ? path.join(root, arg) : arg));
  const run = spawnSync(process.execPath, [depcruise, ...args], { cwd, encoding: 'utf8' });
  const broken = [...run.stdout.matchAll(/^\s*error (\S+): (\S+)/gm)].map(
    ([, rule, from]) => `${rule} ${from}`,
  );
  return { status: run.status, broken, output: run.stdout + run.stderr };
}

/** A tree of source files under a temporary folder, laid out as the repository is. */
function treeOf(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'words-layers-'));
  const all = {
    'tsconfig.layers.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx' } }),
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

const trees: string[] = [];
afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

describe('the layers npm run lint holds', () => {
  it('passes on this tree', () => {
    const lint = lintLayers(root);
    expect(lint.output).toContain('no dependency violations found');
    expect(lint.status).toBe(0);
  }, 30_000);

  it('fails on each import against the flow, and on cycles of files and of folders', () => {
    const dir = treeOf({
      // A service and its repository, as the game's folders have them.
      'server/src/players/players.ts': `import { findPlayer } from './players.repository';
export function createPlayers() { return findPlayer; }`,
      'server/src/players/players.repository.ts': `import { createPlayers } from './players';
export const findPlayer = () => createPlayers;`,
      'server/src/players/alias-key.ts': 'export const aliasKey = 1;',
      'server/src/routes/user.ts': `import { findPlayer } from '../players/players.repository';
export const user = findPlayer;`,
      'server/src/services.ts': `import { user } from './routes/user';
export const services = user;`,
      'server/src/answers/answers.repository.ts': `import { findPlayer } from '../players/players.repository';
export const fileAnswer = findPlayer;`,
      'server/src/db/migrations/2026-12-01T00-keys.ts': `import { aliasKey } from '../../players/alias-key';
export const up = aliasKey;`,
      // votes → words → votes: no file imports itself back, the folders do.
      'server/src/judging/judging.ts': `import { pool } from '../words/pool';
export const judging = pool;`,
      'server/src/judging/served.ts': 'export const served = 1;',
      'server/src/words/pool.ts': `import { served } from '../judging/served';
export const pool = served;`,
      'web/src/features/rate/score.ts': 'export const score = 1;',
      'web/src/features/play/answer.ts': `import { score } from '../rate/score';
export const answer = score;`,
      'web/src/lib/strings.ts': `import { answer } from '../features/play/answer';
export const strings = answer;`,
      'contract/src/rules.ts': `import { served } from '../../server/src/judging/served';
export const rules = served;`,
    });
    trees.push(dir);

    const lint = lintLayers(dir);

    expect(lint.status).not.toBe(0);
    expect(lint.broken).toEqual(
      expect.arrayContaining([
        'routes-call-services server/src/routes/user.ts',
        'nothing-imports-a-route server/src/services.ts',
        'repositories-serve-services server/src/players/players.repository.ts',
        'repositories-keep-to-their-folder server/src/answers/answers.repository.ts',
        'migrations-are-frozen server/src/db/migrations/2026-12-01T00-keys.ts',
        'no-cycle server/src/players/players.repository.ts',
        'no-folder-cycle server/src/judging',
        'features-stand-alone web/src/features/play/answer.ts',
        'lib-below-features web/src/lib/strings.ts',
        'contract-stands-alone contract/src/rules.ts',
      ]),
    );
  }, 30_000);
});
